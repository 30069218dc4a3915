import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { otherLanguage } from './bilingual';

export type PrivacySentences = Readonly<Record<SiteLanguage, readonly [string, string, string]>>;

function PrivacySentence({
  text,
  language,
  muted,
}: {
  readonly text: PrivacySentences;
  readonly language: SiteLanguage;
  readonly muted: boolean;
}) {
  const [before, link, after] = text[language];
  return (
    <span lang={language} className={muted ? 'text-body-secondary' : undefined}>
      {before}
      <Link to={paths.privacy()}>{link}</Link>
      {after}
    </span>
  );
}

export function PrivacyNote({
  language,
  text,
}: {
  readonly language: SiteLanguage;
  readonly text: PrivacySentences;
}) {
  return (
    <p className="small">
      <PrivacySentence text={text} language={language} muted={false} />{' '}
      <PrivacySentence text={text} language={otherLanguage(language)} muted />
    </p>
  );
}
