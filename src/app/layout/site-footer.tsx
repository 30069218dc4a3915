import { Link } from 'react-router';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { logoPath } from '#src/config/site';
import { CookiePreferencesButton } from '#src/features/consent/cookie-preferences-button';
import { SocialLinks } from '#src/components/layout/social-links';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { LanguageSwitch } from './language-switch';
import { useTexts } from '#src/hooks/use-texts';
import { layoutTexts } from './texts';

export function SiteFooter() {
  const language = useSiteLanguage();
  const t = useTexts(layoutTexts);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container-xxl">
        <div className="site-footer__grid">
          <Link to={paths.home(language)} className="site-footer__brand">
            <img src={logoPath} alt="" width={72} height={72} loading="lazy" />
            <span>{association.name}</span>
          </Link>
          <dl className="site-footer__details">
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${association.email}`}>{association.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t.taxCode}</dt>
              <dd>{association.taxCode}</dd>
            </div>
          </dl>
          <div className="site-footer__social">
            <p className="site-footer__heading">{t.follow}</p>
            <SocialLinks />
          </div>
        </div>
        <p className="site-footer__copyright">
          © {year} {association.name} · {t.tagline}
        </p>
        <ul className="site-footer__legal">
          <li>
            <Link to={paths.privacy(language)}>Privacy</Link>
          </li>
          <li>
            <CookiePreferencesButton className="site-footer__link-button">
              {t.cookies}
            </CookiePreferencesButton>
          </li>
          <li>
            <LanguageSwitch wording="long" />
          </li>
        </ul>
      </div>
    </footer>
  );
}
