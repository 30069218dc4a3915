import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';

export type PrivacySentences = Readonly<Record<SiteLanguage, readonly [string, string, string]>>;

export function PrivacyNote({
  language,
  text,
}: {
  readonly language: SiteLanguage;
  readonly text: PrivacySentences;
}) {
  const [before, link, after] = text[language];
  return (
    <p className="small" lang={language}>
      {before}
      <Link to={paths.privacy(language)}>{link}</Link>
      {after}
    </p>
  );
}
