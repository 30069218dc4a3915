import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { otherLanguage } from './bilingual';

/** A sentence around the link to the privacy notice: before the link, the link, after it. */
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

/**
 * Above a public form's send button: what the data is used for and a link to the privacy notice,
 * in the page language, then the other.
 */
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
