import { preconnect } from 'react-dom';
import { Outlet } from 'react-router';
import { mediaOrigin } from '#src/lib/images/image-url';
import { CookieNotice } from '#src/features/consent/cookie-notice';
import { RandomHorseStrip } from '#src/features/horses/random-strip';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { layoutText } from './layout-text';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const mainContentId = 'main-content';

export function SiteLayout() {
  // Every page shows photos from Storage: connect to it while the HTML is still arriving.
  preconnect(mediaOrigin);
  const language = useSiteLanguage();
  return (
    <div className="site-layout">
      <a href={`#${mainContentId}`} className="visually-hidden-focusable skip-link">
        {layoutText[language].skipLink}
      </a>
      <SiteHeader />
      <main id={mainContentId} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <RandomHorseStrip />
      <SiteFooter />
      <CookieNotice />
    </div>
  );
}
