import { emulatorEnv } from '../../tools/backend/backend.ts';
import { readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { expect, test } from './support/fixtures.ts';

// The public pages are prerendered to HTML at build time (scripts/prerender) and hydrated in the
// browser: complete before any JavaScript runs, an app once it has, with data as fresh as a visit.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a horse page is complete HTML: heading, facts, photo and head tags', async ({ page }) => {
    await page.goto('/cavalli/ada');
    await expect(page.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
    await expect(page.getByText("La nonna dell'Oasi, che insegna la calma")).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ada di Equinozio ODV' })).toBeVisible();
    await expect(page).toHaveTitle('Ada | Equinozio ODV');
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cavalli\/ada$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /horses%2Fada-zoom/,
    );
  });

  test('the horses page lists the horses by section, each linking to its page', async ({
    page,
  }) => {
    await page.goto('/cavalli');
    const home = page.getByRole('list', { name: 'In cerca di casa' });
    await expect(home.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ada', exact: true })).toHaveAttribute(
      'href',
      '/cavalli/ada',
    );
  });

  test('a path without a page of its own gets the empty app shell', async ({ page }) => {
    const response = await page.request.get('/cavalli/nessuno', {
      headers: { accept: 'text/html' },
    });
    expect(await response.text()).toContain('<div id="root"></div>');
    const admin = await page.request.get('/admin/horses', { headers: { accept: 'text/html' } });
    expect(await admin.text()).toContain('<div id="root"></div>');
  });
});

test('a prerendered page hydrates into the app: links navigate without reloading', async ({
  page,
}) => {
  await page.goto('/cavalli/ada');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // Hydration starts after the first paint: the header's menu button works once it is done.
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Sostienici' }).first().click();
  await expect(page).toHaveURL(/\/sostienici$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sostienici' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a horse changed after the build shows its new text once the page has loaded', async ({
  page,
}) => {
  const ada = adminDb().collection('publicHorses').doc('ada');
  const before = (await ada.get()).data()?.claim_it as string;
  await ada.update({ claim_it: 'Appena cambiato dallo staff' });
  try {
    await page.goto('/cavalli/ada');
    await expect(page.getByText('Appena cambiato dallo staff')).toBeVisible();
    await expect(page.getByText(before)).toHaveCount(0);
  } finally {
    await ada.update({ claim_it: before });
  }
});

test('a horse taken off the site after the build becomes the not-found page', async ({ page }) => {
  const ada = adminDb().collection('publicHorses').doc('ada');
  const stored = (await ada.get()).data();
  await ada.delete();
  try {
    await page.goto('/cavalli/ada');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  } finally {
    if (stored) await ada.set(stored);
  }
});
