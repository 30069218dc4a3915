import type { Locator, Page } from '@playwright/test';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// The staff horse list on the demo data (scripts/seed/demo/horses.ts: 25 horses, 6 donkeys). Other
// tests may add horses (named after their lower-case slug, so they sort after the demo horses):
// counts are read from the page where they can grow.

const PATH = '/admin/horses';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Cavalli \(\d+\)$/ });
const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const row = (page: Page, slug: string) => table(page).locator(`tr[data-slug="${slug}"]`);
/** The visible short labels of the badges (the descriptions are visually hidden beside them). */
const badgeLabels = '.badge > [aria-hidden="true"]';
const badge = (scope: Locator, description: string) =>
  scope.getByTitle(description, { exact: true });

async function total(page: Page): Promise<number> {
  const text = (await heading(page).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

test('the list, in one visit: rows, filters, badges, map, new horse, slug errors, axe, a phone', async ({
  page,
}) => {
  allowVisits(10);
  await signInAsStaff(page, PATH);
  await expect(heading(page)).toBeVisible();

  await test.step('shows the count, the rows and the pages', async () => {
    const count = await total(page);
    expect(count).toBeGreaterThanOrEqual(25);
    await expect(bodyRows(page)).toHaveCount(Math.min(count, 25));
    await expect(page.getByText(`Pagina 1 di ${Math.ceil(count / 25)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Precedente' })).toBeDisabled();

    const ada = row(page, 'ada');
    await expect(ada.getByRole('link', { name: 'Ada (Adelaide)' })).toHaveAttribute(
      'href',
      '/admin/horses/ada',
    );
    await expect(ada).toContainText('CaF');
    await expect(ada).toContainText(
      '380001000000001 / 380260000000001 / DEMO-PA-0001 (Passaporto)',
    );
    await expect(ada).toContainText('Residente');
    await expect(ada).toContainText('Mangia fieno in...');
    await expect(page).toHaveTitle(/Cavalli/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  await test.step('a filter narrows the list and the count, and is kept in the address', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByLabel('Specie').selectOption('Asino');
    await expect(page.getByRole('heading', { level: 1, name: 'Cavalli (6)' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\?species=Asino$/);
    await expect(row(page, 'benji')).toBeVisible();
    await expect(row(page, 'ada')).toHaveCount(0);

    await page.getByLabel('Status').selectOption('Adottato');
    await expect(page.getByRole('heading', { level: 1, name: 'Cavalli (2)' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(2); // frodo and gino

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cavalli (2)' })).toBeVisible();
    await expect(page.getByLabel('Specie')).toHaveValue('Asino');

    await page.getByLabel('Status').selectOption('Tutti');
    await page.getByLabel('Specie').selectOption('Tutti');
    // The heading says the donkeys' count until the unfiltered list has been read.
    await expect.poll(() => total(page)).toBeGreaterThanOrEqual(25);
    await expect(bodyRows(page)).toHaveCount(Math.min(await total(page), 25));
  });

  await test.step('shows the badges and highlights of known horses', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    // Curry King: adopted, barn code wrong and different from the contract's, contract not signed.
    const curry = row(page, 'curry-king');
    await expect(badge(curry, 'Equinozio ODV: sì')).toHaveClass(/text-bg-success/);
    await expect(badge(curry, 'Coordinate: presenti')).toHaveClass(/text-bg-success/);
    await expect(badge(curry, 'BDN: sì')).toHaveClass(/text-bg-success/);
    await expect(badge(curry, 'Proprietà: sì')).toHaveClass(/text-bg-success/);
    await expect(badge(curry, 'Codice stalla corretto: no')).toHaveClass(/text-bg-danger/);
    await expect(badge(curry, 'Contratto di adozione registrato: no')).toHaveClass(
      /text-bg-danger/,
    );
    await expect(badge(curry, 'Codice stalla come da contratto: no')).toHaveClass(/text-bg-danger/);
    await expect(curry).toHaveClass(/horse-list__row--problem/);

    // Frodo: adopted with everything in order.
    const frodo = row(page, 'frodo');
    await expect(badge(frodo, 'Adozione in regola: sì')).toHaveClass(/text-bg-success/);
    await expect(frodo.locator(badgeLabels)).toHaveText(['ODV', 'GEO', 'BDN', 'PROP', 'CS', 'AD']);
    await expect(frodo).not.toHaveClass(/horse-list__row--problem/);

    // Kiya: deceased, death not reported.
    const kiya = row(page, 'kiya');
    await expect(kiya.locator(badgeLabels)).toHaveText(['ODV', 'REG']);
    await expect(badge(kiya, 'Morte registrata: no')).toHaveClass(/text-bg-danger/);
    await expect(kiya).toHaveClass(/horse-list__row--deceased/);
    await expect(kiya).toHaveClass(/horse-list__row--problem/);

    // Dudu: everything unknown.
    const dudu = row(page, 'dudu');
    await expect(dudu.locator(badgeLabels)).toHaveText(['ODV', 'GEO', 'DEC?', 'BDN', 'PROP', 'CS']);
    await expect(badge(dudu, 'Deceduto: non so')).toHaveClass(/text-bg-secondary/);
  });

  await test.step('a row opens the horse', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await row(page, 'benji').getByRole('link', { name: 'Benji' }).click();
    await expect(page).toHaveURL(/\/admin\/horses\/benji$/);
  });

  await test.step('the map area lists the horses with coordinates when Google Maps does not load', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    const map = page.getByRole('region', { name: 'Mappa dei cavalli' });
    await expect(map).toContainText('Mappa non disponibile: Google Maps non si è caricato');
    await expect(map.getByRole('link', { name: 'Ada' })).toBeVisible();
    await expect(map.getByRole('link', { name: 'Frodo' })).toBeVisible();
    // No coordinates: Dudu, Kiya, Sad.
    await expect(map.getByRole('link', { name: 'Dudu' })).toHaveCount(0);
    await expect(map.getByRole('listitem')).toHaveCount(22);
  });

  await test.step('adding a horse opens its page', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    const slug = `e2e-${Date.now()}`;
    await page.getByRole('button', { name: 'Nuovo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi cavallo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Salva' })).toBeDisabled();
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/horses/${slug}$`));
  });

  await test.step('a taken or malformed slug shows the message in the dialog', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Nuovo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi cavallo' });
    await dialog.getByLabel('Slug').fill('ada');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Esiste già un cavallo con lo slug "ada".');
    await expect(page).toHaveURL(/\/admin\/horses$/);

    await dialog.getByLabel('Slug').fill('Stella Alpina');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Lo slug può contenere solo');

    await expectNoSeriousA11yViolations(page);

    // Clicking outside closes the dialog.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  await test.step('has no serious accessibility violation', async () => {
    await page.goto(PATH);
    await expect(heading(page)).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('on a phone the table collapses into labelled rows', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visitAsStaff(page, PATH);
    const ada = row(page, 'ada');
    await expect(ada).toBeVisible();
    const nameCell = ada.locator('td[data-label="Nome"]');
    const label = await nameCell.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Nome"');
    await expect(table(page).locator('thead')).toHaveCSS('position', 'absolute');
    // One row is as wide as the table: cells are stacked, not side by side.
    const rowBox = await ada.boundingBox();
    const cellBox = await nameCell.boundingBox();
    expect(cellBox?.width).toBeGreaterThan((rowBox?.width ?? 0) - 4);
    // The list does not scroll sideways.
    const overflow = await page
      .locator('.horse-list')
      .evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Nuovo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi cavallo' });
    const dialogBox = await dialog.locator('.modal-content').boundingBox();
    expect(dialogBox?.width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
