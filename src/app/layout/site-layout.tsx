import { preconnect } from 'react-dom';
import { Outlet } from 'react-router';
import { mediaOrigin } from '#src/components/gallery/image-url';
import { CookieNotice } from '#src/features/consent/cookie-notice';
import { RandomHorseStrip } from '#src/features/horses/random-strip';
import { useTexts } from '#src/hooks/use-texts';
import { layoutTexts } from './texts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const mainContentId = 'main-content';

export function SiteLayout() {
  // Every page shows photos from Storage: connect to it while the HTML is still arriving.
  preconnect(mediaOrigin);
  const t = useTexts(layoutTexts);
  return (
    <div className="site-layout">
      <a href={`#${mainContentId}`} className="visually-hidden-focusable skip-link">
        {t.skipLink}
      </a>
      <SiteHeader />
      <main id={mainContentId} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <RandomHorseStrip title={t.strip.title} label={t.strip.label} />
      <SiteFooter />
      <CookieNotice />
    </div>
  );
}
