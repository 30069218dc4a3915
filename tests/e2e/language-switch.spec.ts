import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';

// The language switch of the header and the footer, on a phone and on a desktop, and the English
// pages as a visitor sees them. Each test visits its pages in one browser page.

test('the header switch opens the same page in English and back, the footer’s keeps the horse', async ({
  page,
}) => {
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

  await test.step('the footer switch keeps the horse a form was opened for', async () => {
    await page.goto('/sostienici/cerchie/candidatura-cerchia?cavallo=ada');
    await expect(page.getByLabel(/^Cavallo/)).toHaveValue('Ada');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Read in English' }).click();
    await expect(page).toHaveURL(/\/en\/circle-application\?cavallo=ada$/);
    await expect(page.getByLabel(/^Horse/)).toHaveValue('Ada');
    // One language per address: no Italian label on the English form.
    await expect(page.getByText('Nome del donatore')).toHaveCount(0);
  });
});

/** What an English page shows besides what every one does, checked in the same visit. */
const alsoOn: Partial<Record<string, (page: Page) => Promise<void>>> = {
  // A horse's English page shows its Italian news under a note, marked as Italian.
  '/en/horses/ada': async (page) => {
    const news = page.getByRole('region', { name: 'News from Ada' });
    await expect(news.getByText('We write our news in Italian.')).toBeVisible();
    await expect(news.getByRole('article')).toHaveCount(2);
    for (const article of await news.getByRole('article').all()) {
      await expect(article).toHaveAttribute('lang', 'it');
    }
    await expect(news.getByRole('heading', { name: 'Visita del dentista' })).toBeVisible();
  },
};

test('every English page is in English and passes axe', async ({ page }) => {
  allowVisits(11);
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
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('#site-menu')).toHaveAttribute('aria-label', 'Main menu');
      await alsoOn[path]?.(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  await test.step('a horse without English text shows the Italian one, marked and announced', async () => {
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
});
