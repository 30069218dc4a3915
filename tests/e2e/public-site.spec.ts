import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';

// The public site on the demo data: every page, a horse, an unknown horse, legacy addresses and
// the navigation, on a desktop window and (project "phone") a phone-sized one. Each test visits its
// pages in one browser page; the phone runs what its layout changes (axe, the menu).

const pages: [path: string, title: string, heading: string][] = [
  ['/', 'Equinozio ODV', 'Equinozio ODV'],
  ['/associazione', 'Associazione | Equinozio ODV', 'Chi siamo'],
  ['/sostienici', 'Sostienici | Equinozio ODV', 'Sostienici'],
  ['/sostienici/cerchie', 'Cerchie | Equinozio ODV', 'Le cerchie dei sostenitori'],
  ['/sostienici/cinque-x-mille', '5x1000 | Equinozio ODV', '5x1000'],
  ['/cavalli', 'Cavalli | Equinozio ODV', 'I nostri cavalli'],
  ['/cavalli/ada', 'Ada | Equinozio ODV', 'Ada'],
  ['/contatti', 'Contatti | Equinozio ODV', 'Contatti'],
  ['/it/eventi', 'Eventi | Equinozio ODV', 'Eventi'],
  ['/en/events', 'Events | Equinozio ODV', 'Events'],
  ['/privacy', 'Informativa sulla privacy | Equinozio ODV', 'Informativa sulla privacy'],
];

/** What a page shows besides what every page does, checked in the same visit. */
const alsoOn: Partial<Record<string, (page: Page) => Promise<void>>> = {
  '/cavalli': async (page) => {
    // The three sections, with web horses only.
    for (const section of ['In cerca di casa', "Residente dell'Oasi", 'Adottato']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const waiting = page.getByRole('list', { name: 'In cerca di casa' });
    await expect(waiting.getByRole('link', { name: 'Benji' })).toBeVisible();
    // Dudu is looking for a home but not on the web yet; Kiya has died.
    await expect(page.getByRole('main').getByRole('link', { name: 'Dudu' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Kiya' })).toHaveCount(0);
  },
  '/contatti': async (page) => {
    // The map is loaded only when asked.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mostra la mappa' })).toBeVisible();
  },
};

test('every page has its title, heading and strip, passes axe, and the header leads to it', async ({
  page,
  isMobile,
}) => {
  allowVisits(pages.length + 6);
  for (const [path, title, heading] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      );
      // The strip of horses at the bottom of every page, in the page's language.
      const strip = path.startsWith('/en/') ? 'Some of our horses' : 'Alcuni dei nostri cavalli';
      await expect(page.getByRole('list', { name: strip })).toBeVisible();
      await alsoOn[path]?.(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  await test.step('the header leads everywhere and marks the current section', async () => {
    await page.goto('/');
    // On a phone the menu closes on navigation and is hidden once its transition ends: what it
    // marks as current is checked whether or not the transition has ended.
    const nav = page.getByRole('navigation', { name: 'Menu principale', includeHidden: true });
    for (const [link, heading] of [
      ['Associazione', 'Chi siamo'],
      ['Sostienici', 'Sostienici'],
      ['Cavalli', 'I nostri cavalli'],
      ['Contatti', 'Contatti'],
      ['Home', 'Equinozio ODV'],
    ]) {
      if (isMobile) {
        await page.getByRole('button', { name: 'Menu' }).click();
      }
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        nav.getByRole('link', { name: link, exact: true, includeHidden: true }),
      ).toHaveAttribute('aria-current', 'page');
      if (isMobile) {
        // The menu closes on navigation.
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      }
    }
  });
});

const redirects: [from: string, to: string][] = [
  ['/it/home', '/'],
  ['/en/about-us', '/en/association'],
  ['/it/come-aiutarci', '/sostienici'],
  ['/en/distance-adoptions', '/en/support-us/circles'],
  ['/it/cinquexmille', '/sostienici/cinque-x-mille'],
  ['/it/candidatura-adozione', '/contatti'],
  ['/it/cavalli/sugar-smart-spot', '/cavalli/sugar-smart-spot'],
];

// Old English addresses that are now the English pages themselves: served as they are.
const englishPages: [path: string, heading: string][] = [
  ['/en/horses', 'Our horses'],
  ['/en/horses/curry-king', 'Curry King'],
];

/** Addresses of nothing: the not-found page, with a way to the list the address belongs to. */
const notFound: [path: string, heading: string, link: string, list: string][] = [
  ['/cavalli/nessuno', 'Cavallo non trovato', 'Vedi tutti i cavalli', '/cavalli'],
  ['/en/horses/nobody', 'Horse not found', 'See all our horses', '/en/horses'],
  ['/it/eventi/nessuno', 'Evento non trovato', 'Vedi tutti gli eventi', '/it/eventi'],
  ['/en/events/nothing', 'Event not found', 'See all our events', '/en/events'],
  ['/questa-pagina-non-esiste', 'Pagina non trovata', 'Torna alla home', '/'],
];

const endsWith = (path: string) => new RegExp(`${path.replace(/\//g, '\\/')}$`);

test.describe('the same on any screen', () => {
  test.skip(({ isMobile }) => isMobile, 'no layout in it: the desktop project holds it');

  test('a horse page tells its story and leads to its circle', async ({ page }) => {
    await page.goto('/cavalli');
    await page
      .getByRole('list', { name: 'In cerca di casa' })
      .getByRole('link', { name: 'Benji' })
      .click();
    await expect(page).toHaveURL(/\/cavalli\/benji$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Benji' })).toBeVisible();
    // The page's own photo (the random strip below may show Benji too).
    const photo = page.getByRole('main').getByRole('img', { name: 'Benji di Equinozio ODV' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'La storia di Benji' })).toBeVisible();
    await page.getByRole('link', { name: 'Entra nella cerchia di Benji' }).click();
    await expect(page).toHaveURL(/\/sostienici\/cerchie\/candidatura-cerchia\?cavallo=benji$/);
  });

  test('unknown addresses are not found, old ones lead to their page, old English ones are it', async ({
    page,
  }) => {
    allowVisits(notFound.length + 1 + redirects.length * 2 + englishPages.length);
    for (const [path, heading, link, list] of notFound) {
      await test.step(`${path} shows "${heading}", not indexable, with a way to ${list}`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page).toHaveURL(endsWith(path));
        await page.getByRole('main').getByRole('link', { name: link }).click();
        await expect(page).toHaveURL(endsWith(list));
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
      });
    }

    await page.goto('/contatti');
    for (const [from, to] of redirects) {
      await test.step(`${from} leads to ${to}, replacing the history entry`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL(endsWith(to));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/\/contatti$/);
      });
    }

    for (const [path, heading] of englishPages) {
      await test.step(`${path} is now the English page itself`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveURL(endsWith(path));
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      });
    }
  });
});
