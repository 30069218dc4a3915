import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { privacyTexts } from './texts/privacy';
import {
  isAbuseProtectionConfigured,
  isAnalyticsConfigured,
} from '#src/features/consent/analytics-availability';
import { CookiePreferencesButton } from '#src/features/consent/cookie-preferences-button';
import { useConsent } from '#src/features/consent/use-consent';

export interface CookieChoiceTexts {
  /** When the build has no statistics to accept. */
  readonly off: string;
  readonly current: string;
  readonly accepted: string;
  readonly rejected: string;
  readonly undecided: string;
}

export function CookieChoiceStatus({ texts: t }: { texts: CookieChoiceTexts }) {
  const { choice } = useConsent();
  if (!isAnalyticsConfigured()) return <p>{t.off}</p>;
  const status =
    choice === 'accepted' ? t.accepted : choice === 'rejected' ? t.rejected : t.undecided;
  return (
    <p>
      {t.current}: {status}.
    </p>
  );
}

export function PrivacyPage() {
  const language = useSiteLanguage();
  const t = useTexts(privacyTexts);
  const email = <a href={`mailto:${association.email}`}>{association.email}</a>;
  const authority = (
    <a href="https://www.garanteprivacy.it/" lang={language === 'it' ? undefined : 'it'}>
      Garante per la protezione dei dati personali
    </a>
  );
  return (
    <article className="container-xxl page-section privacy-page">
      <PageHead title={t.title} description={t.description} language={language} />
      <h1 className="page-title">{t.title}</h1>
      <p className="lead">{t.lead}</p>

      <h2>{t.controller}</h2>
      <p>{t.controllerText(email)}</p>

      <h2>{t.collected}</h2>
      <h3>{t.circle}</h3>
      {t.circleText.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h3>{t.applications}</h3>
      {t.applicationsText.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h3>{t.browsing}</h3>
      <p>{t.browsingText}</p>
      {isAbuseProtectionConfigured() && <p>{t.abuseProtection}</p>}
      <h3>{t.statistics}</h3>
      <p>{t.statisticsText}</p>

      <h3>{t.mails}</h3>
      <p>{t.mailsText}</p>

      <h2>{t.storage}</h2>
      <p>{t.storageText}</p>

      <h2>{t.retention}</h2>
      <ul>
        {t.retentionItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{t.cookies}</h2>
      <p>{t.cookiesText}</p>
      <CookieChoiceStatus texts={t.cookieChoice} />
      <p>
        <CookiePreferencesButton className="btn btn-primary">
          {t.changeCookies}
        </CookiePreferencesButton>
      </p>

      <h2>{t.rights}</h2>
      <p>{t.rightsIntro}</p>
      <ul>
        {t.rightsItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t.exercise(email, authority)}</p>
    </article>
  );
}
