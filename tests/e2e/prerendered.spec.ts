import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { demoCircleApplications } from '../../scripts/seed/demo/circle-applications.ts';
import { demoHorses } from '../../scripts/seed/demo/horses.ts';
import { association } from '#src/config/association.ts';
import {
  byNeed,
  coverageOf,
  coveredPercent,
  fundingText,
  hasCircle,
  type Funding,
} from '#src/features/horses/model/coverage.ts';
import { createBuildTimeSanitizer } from '#src/lib/html/sanitize-at-build.ts';
import { republishSite } from './support/admin.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { testSiteDir } from '../support/test-site.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';

// The public pages are prerendered to HTML at build time (scripts/prerender) and hydrated in the
// browser: complete before any JavaScript runs, an app once it has, with data as fresh as a visit.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

/**
 * The addresses of the built chunks that hold DOMPurify, found by their source maps (the test site
 * in front of these tests): read when a test runs, as the build happens after the spec
 * files are first loaded.
 */
function domPurifyChunks(): Set<string> {
  const assets = join(testSiteDir, 'assets');
  const chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .filter((map) => {
      const { sources } = JSON.parse(readFileSync(join(assets, map), 'utf8')) as {
        sources: string[];
      };
      return sources.some((source) => source.includes('node_modules/dompurify/'));
    })
    .map((map) => `/assets/${map.slice(0, -'.map'.length)}`);
  // The check below would pass vacuously if the chunk were not found.
  expect(chunks).toHaveLength(1);
  return new Set(chunks);
}

/** The paths of every request the page makes from now on. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** A tag written as text ("<strong>" on the page) rather than as an element. */
const tagAsText = /<\/?[a-z][^>]*>/i;

/** A demo horse's funding as its page and the circles page show it (scripts/seed/demo). */
function demoFunding(horse: (typeof demoHorses)[number]): Funding & { name: string } {
  return {
    name: horse.name,
    monthlyCost: horse.monthlyCost ?? association.horseMonthlyCost,
    ...coverageOf(demoCircleApplications, horse.slug),
  };
}

/** The web horses with a circle as the circles page lists them: the most in need first, then those free. */
function residentsByNeed(): (Funding & { name: string })[] {
  const residents = demoHorses
    .filter((horse) => horse.showWeb && hasCircle(horse.status))
    .map(demoFunding);
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  return [
    ...residents.filter((horse) => horse.monthlyCost > 0).sort(byNeed),
    ...residents.filter((horse) => horse.monthlyCost <= 0).sort(byName),
  ];
}

const sizes = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: { width: 412, height: 839 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  },
};

/** Ada's story and donation text, shown as formatted text (not tags written out). */
async function expectFormattedStory(page: Page) {
  const story = page.getByRole('region', { name: 'La storia di Ada' });
  await expect(story.locator('p')).toHaveCount(4);
  await expect(story.locator('p').first()).toHaveText(
    /^Per quindici anni Ada ha fatto il lavoro più paziente del mondo/,
  );
  await expect(story.locator('strong')).toHaveText('la nonna del branco');
  await expect(story.locator('em')).toHaveText('controlla');
  await expect(story.getByRole('listitem')).toHaveCount(3);
  await expect(story).toBeVisible();
  const donation = page.locator('.horse-detail__donation');
  await expect(donation).toBeVisible();
  await expect(donation).toHaveText(
    /^Ada ha bisogno del dentista equino ogni sei mesi\. Con 90 euro copri una visita/,
  );
  await expect(donation.locator('strong')).toHaveText('90 euro');
  expect(await page.locator('#root').innerText()).not.toMatch(tagAsText);
}

// Each test visits its pages in one browser page; those that change the data restore it, and
// publish the site again, in a `finally`.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('on a desktop', () => {
    test.use(sizes.desktop);

    test('a horse page is complete HTML: heading, facts, photo, head tags, formatted story and its funding bar', async ({
      page,
    }) => {
      await page.goto('/cavalli/ada');
      await expect(page.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
      await expect(page.getByText("La nonna dell'Oasi, che insegna la calma")).toBeVisible();
      await expect(page.getByRole('img', { name: 'Ada di Equinozio ODV' })).toBeVisible();
      await expect(page).toHaveTitle('Ada | Equinozio ODV');
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/cavalli\/ada$/,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /horses%2Fada%2Fphoto%2Fzoom/,
      );
      await expectFormattedStory(page);

      const ada = demoHorses.find((horse) => horse.slug === 'ada');
      if (!ada) throw new Error('No demo horse ada');
      const funding = demoFunding(ada);
      const bar = page.getByRole('progressbar', { name: 'Copertura mensile di Ada' });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute(
        'aria-valuenow',
        String(Math.min(100, coveredPercent(funding))),
      );
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
      await expect(bar).toHaveAccessibleDescription(fundingText(funding));
      await expect(page.getByText(fundingText(funding))).toBeVisible();
      // The bar keeps its height whatever the data: 0.75rem.
      expect((await bar.boundingBox())?.height).toBe(12);
    });
  });

  test.describe('on a phone', () => {
    test.use(sizes.phone);

    test('a horse page shows its story and donation text as formatted text', async ({ page }) => {
      await page.goto('/cavalli/ada');
      await expectFormattedStory(page);
    });
  });

  test('the lists, the event pages and the circle form are complete HTML', async ({ page }) => {
    allowVisits(7);
    await test.step('the horses page lists the horses by section, each linking to its page', async () => {
      await page.goto('/cavalli');
      const home = page.getByRole('list', { name: 'In cerca di casa' });
      await expect(home.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ada', exact: true })).toHaveAttribute(
        'href',
        '/cavalli/ada',
      );
    });

    await test.step('the circles page lists its horses by need, with their bars', async () => {
      await page.goto('/sostienici/cerchie');
      const list = page.getByRole('list', { name: 'Cavalli e asini con una cerchia' });
      const residents = residentsByNeed();
      expect(residents.length).toBeGreaterThan(1);
      const names = (role: 'link' | 'progressbar') =>
        list
          .getByRole(role)
          .evaluateAll((found) => found.map((element) => element.getAttribute('aria-label')));
      expect(await names('link')).toEqual(residents.map((horse) => horse.name));
      const withBar = residents.filter((horse) => horse.monthlyCost > 0);
      expect(await names('progressbar')).toEqual(
        withBar.map((horse) => `Copertura mensile di ${horse.name}`),
      );
      for (const horse of withBar) {
        const horseBar = list.getByRole('progressbar', {
          name: `Copertura mensile di ${horse.name}`,
        });
        await expect(horseBar).toHaveAttribute(
          'aria-valuenow',
          String(Math.min(100, coveredPercent(horse))),
        );
        await expect(horseBar).toHaveAccessibleDescription(fundingText(horse));
      }
    });

    await test.step('the event list shows its upcoming and past events, each linking to its page', async () => {
      await page.goto('/it/eventi');
      await expect(page.getByRole('heading', { level: 1, name: 'Eventi' })).toBeVisible();
      const upcoming = page.getByRole('list', { name: 'Prossimi eventi' });
      await expect(upcoming.getByRole('link')).toHaveCount(4);
      await expect(
        upcoming.getByRole('link', { name: "Festa di primavera all'Oasi" }),
      ).toHaveAttribute('href', '/it/eventi/festa-di-primavera');
      await expect(
        page.getByRole('list', { name: 'Eventi passati' }).getByRole('link'),
      ).toHaveCount(4);
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page.getByText('Cena di beneficenza')).toHaveCount(0);
    });

    for (const [path, heading, text] of [
      ['/it/eventi/festa-di-primavera', "Festa di primavera all'Oasi", 'pranzo nel prato'],
      ['/en/events/festa-di-primavera', 'Spring party at the Oasis', 'lunch on the meadow'],
    ] as const) {
      await test.step(`an event page is complete HTML: ${path}`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('.event-detail strong').first()).toHaveText(text);
        await expect(page.locator('.event-detail dd').first()).toHaveText(/\d{4}/);
        await expect(page).toHaveTitle(`${heading} | Equinozio ODV`);
        expect(await page.locator('#root').innerText()).not.toMatch(tagAsText);
      });
    }

    await test.step('the circle form is complete HTML, with the horses to choose from', async () => {
      await page.goto('/sostienici/cerchie/candidatura-cerchia?cavallo=ada');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Candidatura a una cerchia' }),
      ).toBeVisible();
      const horse = page.getByLabel(/^Cavallo/);
      await expect(horse.getByRole('option', { name: 'Ada', exact: true })).toHaveCount(1);
      // Without JavaScript the query cannot be applied: nothing is chosen yet.
      await expect(horse).toHaveValue('');
      await expect(page.getByLabel(/^Nome del donatore/)).toBeVisible();
      // One language per address: the Italian form has no English label.
      await expect(page.getByLabel(/Donor name/)).toHaveCount(0);
      await page.goto('/en/circle-application');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Circle application' }),
      ).toBeVisible();
      await expect(page.getByLabel(/^Horse/).getByRole('option')).not.toHaveCount(0);
    });
  });

  // No browser page: the answers alone.
  test('a path without a page of its own gets the empty app shell', async ({ request }) => {
    const response = await request.get('/cavalli/nessuno', {
      headers: { accept: 'text/html' },
    });
    expect(await response.text()).toContain('<div id="root"></div>');
    const admin = await request.get('/admin/horses', { headers: { accept: 'text/html' } });
    expect(await admin.text()).toContain('<div id="root"></div>');
  });
});

/** The markup of `selector` in the served HTML and in the page once hydrated and refreshed. */
async function servedAndHydrated(page: Page, path: string, selector: string) {
  const served = await page.request.get(path, { headers: { accept: 'text/html' } });
  const html = await served.text();
  await page.goto(path);
  // Hydrated (the fixture waits for it), and the visit's fresh reads have answered.
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    ({ html, selector }) => {
      const markup = (doc: Document) => doc.querySelector(selector)?.innerHTML;
      return {
        prerendered: markup(new DOMParser().parseFromString(html, 'text/html')),
        hydrated: markup(document),
      };
    },
    { html, selector },
  );
}

test('the horse and event pages hydrate unchanged without DOMPurify, then navigate without reloading', async ({
  page,
}) => {
  allowVisits(6);
  const requested = requestedPaths(page);
  await test.step('a horse page hydrates with its story and donation text unchanged', async () => {
    const { prerendered, hydrated } = await servedAndHydrated(
      page,
      '/cavalli/ada',
      '.horse-detail',
    );
    // The visit's fresh read of the horse.
    expect(requested).toContainEqual(expect.stringMatching(/public%2Fsite%2Fhorses%2Fada\.json$/));
    expect(prerendered).toContain('<strong>90 euro</strong>');
    expect(prerendered).toContain('<strong>la nonna del branco</strong>');
    expect(hydrated).toBe(prerendered);
    expect(await page.locator('#root').innerText()).not.toMatch(tagAsText);
    const domPurify = domPurifyChunks();
    expect(requested.filter((path) => domPurify.has(path))).toEqual([]);
  });

  await test.step('a prerendered page hydrates into the app: links navigate without reloading', async () => {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Sostienici' }).first().click();
    await expect(page).toHaveURL(/\/sostienici$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sostienici' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  await test.step('the event pages hydrate unchanged after the fresh read', async () => {
    for (const path of ['/it/eventi', '/en/events']) {
      const list = await servedAndHydrated(page, path, '#root main');
      expect(list.prerendered).toContain('gallery-card__name');
      expect(list.hydrated).toBe(list.prerendered);
    }
    // The event page's fresh read: its published file (docs/decisions/0046-published-site.md).
    const eventQueries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('public%2Fsite%2Fevents%2Ffesta-di-primavera.json')) {
        eventQueries.push(request.url());
      }
    });
    for (const path of ['/it/eventi/festa-di-primavera', '/en/events/festa-di-primavera']) {
      const detail = await servedAndHydrated(page, path, '.event-detail');
      expect(detail.prerendered).toContain('<strong>');
      expect(detail.hydrated).toBe(detail.prerendered);
    }
    expect(eventQueries.length).toBeGreaterThanOrEqual(2);
  });

  const domPurify = domPurifyChunks();
  expect(requested.filter((path) => domPurify.has(path))).toEqual([]);
});

test('the circle form hydrates, chooses the horse of ?cavallo= from either address and keeps it in the other language', async ({
  page,
}) => {
  const served = await page.request.get('/sostienici/cerchie/candidatura-cerchia?cavallo=ada', {
    headers: { accept: 'text/html' },
  });
  // The prerendered form, with the horses in its HTML.
  expect(await served.text()).toContain('<option value="Ada">Ada</option>');
  await page.goto('/sostienici/cerchie/candidatura-cerchia?cavallo=ada');
  const horse = page.getByLabel(/^Cavallo/);
  await expect(horse).toHaveValue('Ada');
  await expect(horse).toBeEnabled();
  const english = page.getByRole('contentinfo').getByRole('link', { name: 'Read in English' });
  await expect(english).toHaveAttribute('href', '/en/circle-application?cavallo=ada');
  await english.click();
  await expect(page).toHaveURL(/\/en\/circle-application\?cavallo=ada$/);
  await expect(page.getByLabel(/^Horse/)).toHaveValue('Ada');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Leggi in italiano' }),
  ).toHaveAttribute('href', '/sostienici/cerchie/candidatura-cerchia?cavallo=ada');

  await test.step('the English circle form hydrates with ?cavallo= applied from its own address', async () => {
    await page.goto('/en/circle-application?cavallo=benji');
    await expect(page.getByLabel(/^Horse/)).toHaveValue('Benji');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Leggi in italiano' }),
    ).toHaveAttribute('href', '/sostienici/cerchie/candidatura-cerchia?cavallo=benji');
  });
});

test('a horse changed after the build shows its new texts, sanitised as the build does, and one taken off becomes not found', async ({
  page,
}) => {
  allowVisits(5);
  const ada = adminDb().collection('publicHorses').doc('ada');
  const stored = (await ada.get()).data();
  if (!stored) throw new Error('No public horse ada');
  const before = { claim: stored.claim_it as string, story: stored.description_it as string };
  const changed =
    '<p>Una storia <strong>nuova</strong>, con <a href="javascript:window.pwned=1">un link</a> ' +
    '<a href="https://example.org/ada" title="Ada">e un altro</a>.</p>' +
    '<script>window.pwned=2</script><img src="x" onerror="window.pwned=3"><ul><li>fieno</li></ul>';
  const sanitizer = createBuildTimeSanitizer();
  await ada.update({ claim_it: 'Appena cambiato dallo staff', description_it: changed });
  await republishSite();
  try {
    const requested = requestedPaths(page);
    await page.goto('/cavalli/ada');
    await test.step('its new claim, once the page has loaded', async () => {
      await expect(page.getByText('Appena cambiato dallo staff')).toBeVisible();
      await expect(page.getByText(before.claim)).toHaveCount(0);
    });

    await test.step('its new story, sanitised in the browser as the build does', async () => {
      const story = page.getByRole('region', { name: 'La storia di Ada' });
      await expect(story.locator('strong')).toHaveText('nuova');
      await expect(page.getByText('Per quindici anni')).toHaveCount(0);
      // Chromium's DOMPurify and the build's (over jsdom) make the same HTML of it.
      expect(await story.locator(':scope > div').innerHTML()).toBe(sanitizer.sanitize(changed));
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
      // Only a string the build did not know needs DOMPurify: the check above sees the chunk.
      const domPurify = domPurifyChunks();
      expect(requested.filter((path) => domPurify.has(path))).toHaveLength(1);
    });

    await test.step('taken off the site, it becomes the not-found page', async () => {
      await ada.delete();
      await republishSite();
      await page.goto('/cavalli/ada');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cavallo non trovato' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Vedi tutti i cavalli' })).toHaveAttribute(
        'href',
        '/cavalli',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  } finally {
    sanitizer.close();
    await ada.set(stored);
    await republishSite();
  }
});

test('an event hidden after the build leaves the list and is not found; one that became past moves to the past events', async ({
  page,
}) => {
  allowVisits(6);
  const festa = adminDb().collection('events').doc('festa-di-primavera');
  const pareggio = adminDb().collection('events').doc('giornata-del-pareggio');
  const { date } = (await pareggio.get()).data() as { date: Timestamp };
  await festa.update({ showWeb: false });
  await republishSite();
  try {
    await test.step('the hidden event', async () => {
      await page.goto('/it/eventi');
      const upcoming = page.getByRole('list', { name: 'Prossimi eventi' });
      await expect(upcoming.getByRole('link')).toHaveCount(3);
      await expect(page.getByRole('link', { name: "Festa di primavera all'Oasi" })).toHaveCount(0);
      await page.goto('/en/events/festa-di-primavera');
      // Under /en the not-found page is in English.
      await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See all our events' })).toHaveAttribute(
        'href',
        '/en/events',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });

    await festa.update({ showWeb: true });
    // A day and a half ago: before today began in Rome, whatever the hour now.
    await pareggio.update({ date: Timestamp.fromMillis(Date.now() - 36 * 60 * 60 * 1000) });
    await republishSite();
    await test.step('the event that became past', async () => {
      await page.goto('/it/eventi');
      const past = page.getByRole('list', { name: 'Eventi passati' });
      await expect(
        past.getByRole('link', { name: 'Giornata del pareggio naturale' }),
      ).toBeVisible();
      await expect(past.getByRole('link')).toHaveCount(5);
      await expect(
        page.getByRole('list', { name: 'Prossimi eventi' }).getByRole('link'),
      ).toHaveCount(3);
    });
  } finally {
    await festa.update({ showWeb: true });
    await pareggio.update({ date });
    await republishSite();
  }
});
