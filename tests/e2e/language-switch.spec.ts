import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The language switch of the header and the footer, on a phone and on a desktop, and the English
// pages as a visitor sees them.

test('the header switch opens the same page in English and back in Italian', async ({ page }) => {
  await page.goto('/sostienici/cerchie');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByRole('banner').first().getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/support-us\/circles$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Circles of supporters' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#site-menu')).toHaveAttribute('aria-label', 'Main menu');

  await page.getByRole('banner').first().getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/sostienici\/cerchie$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Le cerchie dei sostenitori' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('the footer switch keeps the horse a form was opened for', async ({ page }) => {
  await page.goto('/sostienici/cerchie/candidatura-cerchia?cavallo=ada');
  await expect(page.getByLabel(/^Cavallo/)).toHaveValue('Ada');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/en\/circle-application\?cavallo=ada$/);
  await expect(page.getByLabel(/^Horse/)).toHaveValue('Ada');
  // One language per address: no Italian label on the English form.
  await expect(page.getByText('Nome del donatore')).toHaveCount(0);
});

test('a horse without English text shows the Italian one, marked and announced', async ({
  page,
}) => {
  await page.goto('/en/horses/alba');
  await expect(page.getByRole('heading', { level: 1, name: 'Alba' })).toBeVisible();
  const story = page.getByRole('region', { name: "Alba's story" });
  await expect(story).toContainText('We have not translated this part yet');
  await expect(story.locator('[lang="it"]').first()).toContainText('Il nome');
  await expect(page.getByRole('link', { name: "Join Alba's circle" })).toHaveAttribute(
    'href',
    '/en/circle-application?cavallo=alba',
  );
});

test("a horse's English page shows its Italian news under a note, marked as Italian", async ({
  page,
}) => {
  await page.goto('/en/horses/ada');
  const news = page.getByRole('region', { name: 'News from Ada' });
  await expect(news.getByText('We write our news in Italian.')).toBeVisible();
  await expect(news.getByRole('article')).toHaveCount(2);
  for (const article of await news.getByRole('article').all()) {
    await expect(article).toHaveAttribute('lang', 'it');
  }
  await expect(news.getByRole('heading', { name: 'Visita del dentista' })).toBeVisible();
});

for (const path of [
  '/en',
  '/en/association',
  '/en/support-us',
  '/en/support-us/circles',
  '/en/support-us/five-per-thousand',
  '/en/horses',
  '/en/horses/ada',
  '/en/contacts',
  '/en/privacy',
  '/en/nowhere',
]) {
  test(`${path} is in English and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('#site-menu')).toHaveAttribute('aria-label', 'Main menu');
    await expectNoSeriousA11yViolations(page);
  });
}
