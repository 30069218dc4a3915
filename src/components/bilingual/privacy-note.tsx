import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';

/** Before the link, the link, after it: in the page's language, from the form's dictionary. */
export type PrivacySentences = readonly [string, string, string];

export function PrivacyNote({
  language,
  text,
}: {
  readonly language: SiteLanguage;
  readonly text: PrivacySentences;
}) {
  const [before, link, after] = text;
  return (
    <p className="small" lang={language}>
      {before}
      <Link to={paths.privacy(language)}>{link}</Link>
      {after}
    </p>
  );
}
