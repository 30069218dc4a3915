import { Link } from 'react-router';
import { otherLanguage } from '#src/components/bilingual/bilingual';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { privacyText } from './common-text';

function PrivacySentence({ language, muted }: { language: SiteLanguage; muted: boolean }) {
  const [before, link, after] = privacyText[language];
  return (
    <span lang={language} className={muted ? 'text-body-secondary' : undefined}>
      {before}
      <Link to={paths.privacy()}>{link}</Link>
      {after}
    </span>
  );
}

/**
 * Above the send button of a public application form: what the data is used for and where the
 * privacy notice is, in the page language, then the other.
 */
export function PrivacyNote({ language }: { readonly language: SiteLanguage }) {
  return (
    <p className="small">
      <PrivacySentence language={language} muted={false} />{' '}
      <PrivacySentence language={otherLanguage(language)} muted />
    </p>
  );
}
