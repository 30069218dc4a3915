import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { association } from '#src/config/association.ts';
import { runnableInlineScripts } from '../../tools/hosting/csp.ts';
import { signInAsStaff } from '../e2e/support/admin.ts';
import { allowVisits } from '../e2e/support/fixtures.ts';
import { pngPhoto } from '../e2e/support/photos.ts';
import { expect, test, type CspViolation } from './support/fixtures.ts';
import { servedPolicies, servedUrl } from './support/served.ts';

// Every page of the site and of the back office, served as Firebase Hosting serves them (firebase.json's
// rewrites, cleanUrls, trailingSlash and headers, CSP included) by the Hosting emulator. The fixture
// fails a page on any CSP violation or console error; here each page also checks its headers.
// Each tour visits its pages in one browser page, and after each page checks that nothing so far
// was refused or logged, so that a failure names the page.

/** The policy a path must be served with (docs/decisions/0028-app-check-and-admin-csp.md). */
const policyFor = (path: string) =>
  /^\/admin(\/|$)/.test(path) ? servedPolicies.admin : servedPolicies.site;

/** Checks the headers of an HTML document as served: exactly one policy, the path's. */
async function expectHtmlHeaders(response: Response | null, path: string): Promise<void> {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(response?.status()).toBe(200);
  expect(headers['content-type']).toMatch(/^text\/html/);
  const policies = (await response?.headersArray())?.filter(
    (header) => header.name.toLowerCase() === 'content-security-policy',
  );
  expect(policies?.map((header) => header.value)).toEqual([policyFor(path)]);
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** The fixtures' checks at a test's end, made after each page of a tour to name the page. */
function expectCleanSoFar(path: string, consoleErrors: string[], cspViolations: CspViolation[]) {
  expect({ consoleErrors, cspViolations }, `${path}: console errors and CSP violations`).toEqual({
    consoleErrors: [],
    cspViolations: [],
  });
}

/** Opens a page and waits until it has its heading and has stopped loading (images, strip). */
async function visit(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await expectHtmlHeaders(await page.goto(path), path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const publicPages: [path: string, heading?: string][] = [
  ['/', 'Equinozio ODV'],
  ['/associazione', 'Chi siamo'],
  ['/sostienici', 'Sostienici'],
  ['/sostienici/cerchie', 'Le cerchie dei sostenitori'],
  ['/sostienici/cinque-x-mille', '5x1000'],
  ['/cavalli', 'I nostri cavalli'],
  ['/cavalli/ada', 'Ada'],
  ['/it/eventi', 'Eventi'],
  ['/it/eventi/festa-di-primavera'],
  ['/en/events', 'Events'],
  ['/sostienici/cerchie/candidatura-cerchia'],
  ['/en/circle-application'],
  ['/candidatura-adozione', 'Candidatura per adottare un cavallo'],
  ['/en/adoption-form', 'Application to adopt a horse'],
  ['/candidatura-cessione', 'Richiesta di cessione di un cavallo'],
  ['/en/surrender-form', 'Request to surrender a horse'],
  ['/sostienici/volontariato', 'Diventa volontario'],
  ['/en/support-us/volunteering', 'Become a volunteer'],
  ['/privacy', 'Informativa sulla privacy'],
  ['/en', 'Equinozio ODV'],
  ['/en/association', 'About us'],
  ['/en/support-us', 'Support us'],
  ['/en/support-us/circles', 'Circles of supporters'],
  ['/en/support-us/five-per-thousand', '5x1000'],
  ['/en/horses', 'Our horses'],
  ['/en/horses/ada', 'Ada'],
  ['/en/contacts', 'Contacts'],
  ['/en/privacy', 'Privacy notice'],
  ['/en/nowhere', 'Page not found'],
  ['/questa-pagina-non-esiste', 'Pagina non trovata'],
  ['/cavalli/nessuno', 'Cavallo non trovato'],
  ['/en/horses/nobody', 'Horse not found'],
];

/** What a public page checks besides its headers and heading, in the same visit. */
const alsoOnPublic: Partial<
  Record<string, (page: Page, request: APIRequestContext) => Promise<void>>
> = {
  '/': async (page, request) => {
    await expect(page).toHaveTitle(new RegExp(association.name));
    // Hashed assets are cached for a year, immutable.
    const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    expect(script).toBeTruthy();
    const response = await request.get(script ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-security-policy']).toBe(servedPolicies.site);
    // No inline script that runs in the served HTML (the prerendered data is inert JSON).
    for (const path of ['/', '/cavalli', '/cavalli/ada', '/admin']) {
      expect(runnableInlineScripts(await (await request.get(path)).text()), path).toEqual([]);
    }
  },
  '/candidatura-adozione': async (page) => {
    // The adoption form converts a photo and shows its preview. Decision 37: the public policy
    // admits the upload (Storage in connect-src) and the preview (a data: image).
    await page.locator('input[type="file"]').setInputFiles({
      name: 'paddock.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    // The photo waits in the page until the application is sent (decision 50).
    await expect(page.getByText('Pronta: la inviamo subito dopo la domanda.')).toBeVisible();
    await expect(page.locator('img[src^="data:image/"]').first()).toBeVisible();
  },
};

test.describe('the public site, served with the production headers', () => {
  test('every page loads without a CSP violation or console error, with its headers', async ({
    page,
    request,
    consoleErrors,
    cspViolations,
  }) => {
    allowVisits(publicPages.length + 6);
    // First every page once, with the browser's cache as a visitor has it. No path is opened twice
    // while the cache is on: a revalidated page may answer 304, without the headers checked here.
    for (const [path, heading] of publicPages) {
      await test.step(path, async () => {
        await visit(page, path, heading);
        await alsoOnPublic[path]?.(page, request);
        expectCleanSoFar(path, consoleErrors, cspViolations);
      });
    }

    // From here the page routes requests, which turns its cache off: the pages opened again follow.
    await test.step('/contatti loads, and its Google map is allowed in a frame', async () => {
      let mapRequested = false;
      // Offline here: answer Google's embed with a stand-in page. CSP is checked before the request,
      // so a refused frame never reaches this route and fails on the violation instead.
      await page.route('https://www.google.com/maps?**', async (route) => {
        mapRequested = true;
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Mappa</title><p>Mappa di prova</p>',
        });
      });
      await visit(page, '/contatti', 'Contatti');
      await page.getByRole('button', { name: 'Mostra la mappa' }).click();
      const frame = page.frameLocator('iframe.map-frame');
      await expect(frame.getByText('Mappa di prova')).toBeVisible();
      expect(mapRequested).toBe(true);
      expectCleanSoFar('/contatti', consoleErrors, cspViolations);
    });

    await test.step("App Check's reCAPTCHA Enterprise is admitted", async () => {
      await visit(page, '/cavalli', 'I nostri cavalli');
      expect((await loadAppCheckStandIns(page)).sort()).toEqual(
        ['anchor frame', 'enterprise.js', 'release script', 'token exchange'].sort(),
      );
      expectCleanSoFar('/cavalli', consoleErrors, cspViolations);
    });

    await test.step('the Maps script is refused', async () => {
      let scriptRequested = false;
      await page.route('https://maps.googleapis.com/**', async (route) => {
        scriptRequested = true;
        await route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await visit(page, '/', 'Equinozio ODV');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.src = 'https://maps.googleapis.com/maps/api/js?key=test-maps-key';
        document.head.append(script);
      });
      await expect.poll(() => cspViolations.length).toBe(1);
      expect(cspViolations[0]).toMatchObject({
        directive: 'script-src-elem',
        blocked: expect.stringMatching(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js/),
      });
      expect(scriptRequested).toBe(false);
      // The refusal is what this step wants: take it (and Chromium's console report of it) off the
      // lists that fail every page.
      cspViolations.splice(0);
      const refusals = consoleErrors.filter((text) =>
        /maps\.googleapis\.com.*Content Security/.test(text),
      );
      expect(refusals).toHaveLength(1);
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter((e) => !refusals.includes(e)),
      );
    });

    await test.step('a path with a trailing slash shows the same page', async () => {
      // Redirected to /associazione when a prerendered associazione/index.html exists (cleanUrls and
      // trailingSlash: false), else served by the rewrite to index.html (tests/emulator/hosting-config).
      await visit(page, '/associazione/', 'Chi siamo');
      expectCleanSoFar('/associazione/', consoleErrors, cspViolations);
    });

    await test.step('an old horse page opens the new one through one server redirect', async () => {
      const response = await page.goto('/it/horses/ada');
      const redirect = response?.request().redirectedFrom();
      expect(redirect?.url()).toBe(`${servedUrl}/it/horses/ada`);
      expect((await redirect?.response())?.status()).toBe(301);
      expect(redirect?.redirectedFrom()).toBeNull();
      await expectHtmlHeaders(response ?? null, '/cavalli/ada');
      await expect(page).toHaveURL(`${servedUrl}/cavalli/ada`);
      await expect(page.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
    });

    await test.step('a horse the old site never had is not redirected: the not-found page', async () => {
      const response = await page.goto('/it/cavalli/unknown-horse');
      expect(response?.request().redirectedFrom()).toBeNull();
      await expectHtmlHeaders(response, '/it/cavalli/unknown-horse');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pagina non trovata' }),
      ).toBeVisible();
      await expect(page).toHaveURL(`${servedUrl}/it/cavalli/unknown-horse`);
    });
  });
});

/**
 * Old site addresses and where Hosting sends them (firebase.json's redirects, generated from the
 * app's table: docs/decisions/0010), written out so that a lost rule fails here. Hosting keeps the
 * query string.
 */
const oldAddresses: [path: string, location: string][] = [
  ['/it', '/'],
  ['/en/home/', '/en'],
  ['/en/about-us', '/en/association'],
  ['/IT/Chi-Siamo/', '/associazione'],
  ['/it/volontariato-a-distanza', '/sostienici'],
  ['/en/distance-adoptions', '/en/support-us/circles'],
  ['/it/cinquexmille', '/sostienici/cinque-x-mille'],
  ['/en/cession-application', '/en/contacts'],
  ['/it/horses', '/cavalli'],
  ['/it/horses/ada/', '/cavalli/ada'],
  ['/it/cavalli/Sugar-Smart-Spot', '/cavalli/sugar-smart-spot'],
  ['/it/contatti?da=vecchio-sito', '/contatti?da=vecchio-sito'],
];

test.describe("the old site's addresses, redirected by Hosting", () => {
  test('answer 301 with the new page as Location', async ({ request }) => {
    for (const [path, location] of oldAddresses) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location'], path).toBe(location);
    }
  });
});

/** Demo applications sent from the form with two photos each (scripts/seed/demo/). */
const ADOPTION_WITH_PHOTOS = 'Kq3vX8pLm2NaT7wRb5Zd';
const CESSION_WITH_PHOTOS = 'Rt6yU1iOp3AsD5fGh7Jk';

/**
 * Waits until each image is drawn (decoded, so loaded: a source the CSP refuses never is) and
 * checks it is an object URL, as the back office shows what it read with the staff's credentials.
 */
async function expectBlobImagesShown(images: Locator, count: number): Promise<void> {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** An application's photos, read from Storage and shown through object URLs. */
const applicationPhotosShown = async (page: Page) => {
  await expectBlobImagesShown(page.getByRole('img', { name: /^Foto \d della candidatura$/ }), 2);
};

const adminPages: [path: string, heading?: string][] = [
  ['/admin'],
  ['/admin/horses/ada', 'Ada'],
  ['/admin/care'],
  ['/admin/care/day'],
  ['/admin/events'],
  ['/admin/events/festa-di-primavera'],
  ['/admin/adoption-applications'],
  ['/admin/adoption-applications/adozione-001'],
  [`/admin/adoption-applications/${ADOPTION_WITH_PHOTOS}`],
  ['/admin/cession-applications'],
  ['/admin/cession-applications/cessione-001'],
  [`/admin/cession-applications/${CESSION_WITH_PHOTOS}`],
  ['/admin/circle-applications'],
  ['/admin/circle-applications/cerchia-001'],
  ['/admin/logs'],
];

/** What a back-office page checks besides its headers and heading, in the same visit. */
const alsoOnAdmin: Partial<Record<string, (page: Page) => Promise<void>>> = {
  '/admin/horses/ada': async (page) => {
    // "Apri" shows a horse's document (a PDF) in a new tab without a CSP refusal. The tab is another
    // page: its console and its CSP events are watched here.
    const refusals: string[] = [];
    page.context().on('page', (tab) => {
      tab.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text()))
          refusals.push(message.text());
      });
    });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Apri: Passaporto di Ada' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.waitForLoadState('load');
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    // Chromium shows a PDF through its viewer, a frame of its own in the tab's document: under
    // `object-src 'none'`, which the blob: document inherits, it could be refused.
    await expect
      .poll(() => tab.frames().map((frame) => frame.url()))
      .toContainEqual(expect.stringMatching(/^chrome-extension:\/\/[a-z]+\/index\.html/));
    expect(refusals).toEqual([]);
    await tab.close();

    // A picked photo's preview (horse and news) is an object URL, shown before anything is saved.
    const photo = await pngPhoto(page, { width: 800, height: 600 });
    await page
      .getByLabel('Nuova foto')
      .setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: photo });
    await expectBlobImagesShown(
      page.getByRole('img', { name: 'Foto di Ada (nuova, da salvare)' }),
      1,
    );
    const news = page.getByRole('region', { name: 'Notizie' });
    await news.getByRole('button', { name: 'Aggiungi notizia' }).click();
    const form = page.getByRole('form', { name: 'Nuova notizia' });
    await form
      .getByLabel('Foto', { exact: true })
      .setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: photo });
    await expectBlobImagesShown(form.getByRole('img', { name: 'Foto della notizia' }), 1);
  },
  [`/admin/adoption-applications/${ADOPTION_WITH_PHOTOS}`]: applicationPhotosShown,
  [`/admin/cession-applications/${CESSION_WITH_PHOTOS}`]: applicationPhotosShown,
};

/**
 * Stands in for Google's reCAPTCHA Enterprise and App Check's token exchange (offline here), loading
 * what the real ones load: enterprise.js, which adds its release script from www.gstatic.com and
 * its invisible anchor frame; then the SDK's token exchange. A source the CSP refuses never reaches
 * these routes and fails the page on its violation.
 */
async function loadAppCheckStandIns(page: Page): Promise<string[]> {
  const answered: string[] = [];
  const cors = { 'access-control-allow-origin': '*' };
  await page.route('https://www.google.com/recaptcha/enterprise.js?**', async (route) => {
    answered.push('enterprise.js');
    await route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const script = document.createElement('script');
        script.src = 'https://www.gstatic.com/recaptcha/releases/served-test/recaptcha__it.js';
        document.head.append(script);
        const frame = document.createElement('iframe');
        frame.src = 'https://www.google.com/recaptcha/enterprise/anchor?ar=1&k=served-test-key&size=invisible';
        frame.title = 'reCAPTCHA';
        frame.hidden = true;
        document.body.append(frame);
      })();`,
    });
  });
  await page.route('https://www.gstatic.com/recaptcha/releases/**', async (route) => {
    answered.push('release script');
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__eqRecaptcha = true;' });
  });
  await page.route('https://www.google.com/recaptcha/enterprise/anchor?**', async (route) => {
    answered.push('anchor frame');
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>reCAPTCHA</title>',
    });
  });
  await page.route('https://content-firebaseappcheck.googleapis.com/**', async (route) => {
    answered.push('token exchange');
    await route.fulfill({
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({ token: 'app-check-token', ttl: '3600s' }),
    });
  });
  await page.evaluate(async () => {
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/enterprise.js?render=explicit';
    document.head.append(script);
    await fetch(
      'https://content-firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken?key=k',
      { method: 'POST', body: '{}' },
    );
  });
  await expect.poll(() => answered.length).toBe(4);
  return answered;
}

test.describe('the back office, served with the production headers', () => {
  test('every page loads without a CSP violation or console error, with its headers', async ({
    page,
    consoleErrors,
    cspViolations,
  }) => {
    // The back office publishes what waits when it opens: on a busy machine the network may take
    // over a minute to go quiet.
    allowVisits(adminPages.length + 8);
    await test.step("signed in, App Check's reCAPTCHA Enterprise is admitted", async () => {
      await signInAsStaff(page);
      expect((await loadAppCheckStandIns(page)).sort()).toEqual(
        ['anchor frame', 'enterprise.js', 'release script', 'token exchange'].sort(),
      );
      expectCleanSoFar('/admin', consoleErrors, cspViolations);
    });

    for (const [path, heading] of adminPages) {
      await test.step(path, async () => {
        await visit(page, path, heading);
        await alsoOnAdmin[path]?.(page);
        expectCleanSoFar(path, consoleErrors, cspViolations);
      });
    }

    await test.step('/admin/horses asks Google Maps for its script, which the CSP allows', async () => {
      let scriptRequested = false;
      // Offline here: a stand-in script that reports a refused key, as Maps does, so the page shows
      // its fallback. A script refused by the CSP never reaches this route and fails on the violation.
      await page.route('https://maps.googleapis.com/maps/api/js?**', async (route) => {
        scriptRequested = true;
        await route.fulfill({
          contentType: 'text/javascript',
          body: 'window.gm_authFailure && window.gm_authFailure();',
        });
      });
      await visit(page, '/admin/horses');
      await expect(page.getByText('Google Maps non si è caricato')).toBeVisible();
      expect(scriptRequested).toBe(true);
      expectCleanSoFar('/admin/horses', consoleErrors, cspViolations);
    });

    await test.step('a click from the back office to the public site keeps working under its policy', async () => {
      // The document (and its policy) stays the back office's: the public pages must run under it.
      const menu = page.getByRole('navigation', { name: 'Menu area riservata' });
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
      await menu.getByRole('link', { name: /Equinozio/ }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Equinozio ODV' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
  });
});
