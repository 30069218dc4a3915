import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The public site on the demo data: every page, a horse, an unknown horse, legacy addresses and
// the navigation, on a desktop window and (project "phone") a phone-sized one.

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

for (const [path, title, heading] of pages) {
  test(`${path} has its title, heading and no serious accessibility violation`, async ({
    page,
  }) => {
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
    await expectNoSeriousA11yViolations(page);
  });
}

test('the horses page shows the three sections with web horses only', async ({ page }) => {
  await page.goto('/cavalli');
  for (const section of ['In cerca di casa', "Residente dell'Oasi", 'Adottato']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const waiting = page.getByRole('list', { name: 'In cerca di casa' });
  await expect(waiting.getByRole('link', { name: 'Benji' })).toBeVisible();
  // Dudu is looking for a home but not on the web yet; Kiya has died.
  await expect(page.getByRole('main').getByRole('link', { name: 'Dudu' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Kiya' })).toHaveCount(0);
});

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

test('an unknown horse shows the not-found page, not indexable', async ({ page }) => {
  await page.goto('/cavalli/nessuno');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
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

for (const [from, to] of redirects) {
  test(`the old address ${from} leads to ${to}, replacing the history entry`, async ({ page }) => {
    await page.goto('/contatti');
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contatti$/);
  });
}

// Old English addresses that are now the English pages themselves: served as they are.
const englishPages: [path: string, heading: string][] = [
  ['/en/horses', 'Our horses'],
  ['/en/horses/curry-king', 'Curry King'],
];
for (const [path, heading] of englishPages) {
  test(`the old address ${path} is now the English page itself`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('the header leads everywhere and marks the current section', async ({ page, isMobile }) => {
  await page.goto('/');
  // On a phone the menu closes on navigation and is hidden once its transition ends: what it marks
  // as current is checked whether or not the transition has ended.
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

test('the contacts page loads the map only when asked', async ({ page }) => {
  await page.goto('/contatti');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mostra la mappa' })).toBeVisible();
});
