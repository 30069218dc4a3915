import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The staff adoption applications on the demo data (scripts/seed/demo/adoption-applications.ts):
// 37 applications, 26 of them from Lombardy, none from Molise. This file changes only Ilaria
// Ceccarelli's (adozione-007, Marche) and Francesca Mura's (adozione-010, Sardegna).

const PATH = '/admin/adoption-applications';
const saved = 'Dati salvati correttamente!';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Candidature adozione \(\d+\)$/ });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const row = (page: Page, slug: string) => page.locator(`tbody tr[data-slug="${slug}"]`);

async function openDetail(page: Page, slug: string, name: string) {
  await signInAsStaff(page, `${PATH}/${slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Candidatura adozione: ${name}` }),
  ).toBeVisible();
}

test.describe('staff adoption application list', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page, PATH);
    await expect(heading(page)).toBeVisible();
  });

  test('shows the total, 25 rows a page and the columns', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature adozione (37)');
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Valutazione',
      'Preadozione',
      'Nominativo',
      'Regione',
      'Data',
      'Luogo',
      'Compagnia',
      'Stabulazione',
      'Cibo',
      'Piedi',
      'Prob. fis.',
      'Prob. comp.',
    ]);
    await page.getByRole('button', { name: 'Successiva' }).click();
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(12);
    // The oldest application is last.
    await expect(bodyRows(page).last()).toHaveAttribute('data-slug', 'adozione-013');
    await expect(page).toHaveTitle(/^Candidature adozione \|/);
  });

  test('filters by region in the address; a region without applications has no results', async ({
    page,
  }) => {
    await page.getByLabel('Regione').selectOption('Lombardia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature adozione (26)');
    await expect(page).toHaveURL(/\?region=Lombardia$/);
    await expect(page.getByText('Pagina 1 di 2')).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('cell', { name: 'Lombardia', exact: true }),
    ).toHaveCount(25);

    await page.getByLabel('Regione').selectOption('Piemonte');
    const chiara = row(page, 'adozione-001');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(chiara.getByRole('link', { name: 'Chiara Rinaldi' })).toHaveAttribute(
      'href',
      `${PATH}/adozione-001`,
    );
    await expect(chiara.locator('.badge')).toHaveText(['Promosso', 'Fatto']);
    // Dates are Italian time: 20:12 UTC in January is 21:12 in Italy.
    await expect(chiara).toContainText(/\d{4}-01-14T21:12:00/);
    // A long answer is cut, with the whole text on hover.
    const brain = chiara.getByTitle('Anche con problemi di comportamento lievi');
    await expect(brain).toContainText('Anche con problemi di comporta…');

    await page.getByLabel('Regione').selectOption('Molise');
    await expect(page.getByText('There are no results.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature adozione (0)');

    await page.reload();
    await expect(page.getByLabel('Regione')).toHaveValue('Molise');
    await page.getByLabel('Regione').selectOption('Tutti');
    await expect(page).toHaveURL(/\/admin\/adoption-applications$/);
    await expect(bodyRows(page)).toHaveCount(25);
  });

  test('an empty evaluation reads "Da valutare"', async ({ page }) => {
    await page.getByLabel('Regione').selectOption('Lombardia');
    await page.getByRole('button', { name: 'Successiva' }).click();
    await expect(page.getByText('Pagina 2 di 2')).toBeVisible();
    // Brambilla (adozione-013): the oldest from Lombardy, not yet evaluated.
    await expect(row(page, 'adozione-013').locator('.badge').first()).toHaveText('Da valutare');
  });

  test('on a phone the rows become labelled blocks', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByLabel('Regione').selectOption('Piemonte');
    const cell = row(page, 'adozione-001').locator('td').nth(3);
    await expect(cell).toHaveAttribute('data-label', 'Regione');
    await expect(cell).toHaveCSS('display', 'grid');
    // The header row stays for screen readers only.
    const header = await page.locator('thead').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(1);
  });

  test('downloads the filtered applications as CSV', async ({ page }) => {
    await page.getByLabel('Regione').selectOption('Piemonte');
    await expect(bodyRows(page)).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidature-adozione-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // As Excel with Italian settings opens it: one column per field, one row per application.
    const [headers = [], ...rows] = readAsItalianExcel(csv);
    expect(headers.slice(0, 7).map(shownValue)).toEqual([
      'Codice',
      'Data',
      'Valutazione',
      'Preadozione',
      'Note interne',
      'Nome',
      'Cognome',
    ]);
    expect(headers.map(shownValue)).toContain('Perché vuole adottare');
    const [chiara] = italianExcelTable(csv);
    expect(rows).toHaveLength(1);
    expect(shownValue(chiara?.Codice)).toBe('adozione-001');
    expect(shownValue(chiara?.Data)).toMatch(/^\d{4}-01-14T21:12:00$/);
    expect(shownValue(chiara?.Valutazione)).toBe('Promosso');
    expect(shownValue(chiara?.Preadozione)).toBe('Fatto');
    expect(shownValue(chiara?.Nome)).toBe('Chiara');
    expect(shownValue(chiara?.Cognome)).toBe('Rinaldi');
    expect(shownValue(chiara?.['Cavalli richiesti'])).toBe('aramisz');
    expect(Object.values(chiara ?? {}).filter((cell) => cell.kind === 'formula')).toEqual([]);
  });

  test('the list has no serious accessibility violation', async ({ page }) => {
    await expect(bodyRows(page)).toHaveCount(25);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('staff adoption application detail', () => {
  test('a new evaluation is saved and shows in the list', async ({ page }) => {
    await signInAsStaff(page, PATH);
    await page.getByLabel('Regione').selectOption('Marche');
    await page.getByRole('link', { name: 'Ilaria Ceccarelli' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura adozione: Ilaria Ceccarelli' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Candidatura adozione: Ilaria Ceccarelli \|/);

    const evaluation = page.getByLabel('Valutazione');
    await expect(evaluation.locator('option:checked')).toHaveText('Da valutare');
    await expect(page.getByLabel('Sugar Smart Spot')).toBeChecked();
    await expect(page.getByLabel('Regione')).toHaveValue('Marche');
    await evaluation.selectOption('Promosso');
    await page.getByLabel('Preadozione').selectOption('Fatto');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText(saved)).toBeVisible();

    // Indietro returns to the list as it was left, filtered by Marche.
    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/admin\/adoption-applications\?region=Marche$/);
    await expect(row(page, 'adozione-007').locator('.badge')).toHaveText(['Promosso', 'Fatto']);
    await expect(row(page, 'adozione-007').locator('.badge').first()).toHaveAttribute(
      'data-tone',
      'success',
    );
  });

  test('a failed save shows the error in red and keeps what was typed', async ({
    page,
    consoleErrors,
  }) => {
    const notes = `Richiamare dopo le 18 ${Date.now()}`;
    await openDetail(page, 'adozione-010', 'Francesca Mura');
    await page.route('**/documents:commit*', (route) => route.abort());
    await page.getByLabel('Valutazione').selectOption('Sospeso');
    await page.getByLabel('Note interne').fill(notes);
    await page.getByRole('button', { name: 'Salva' }).click();

    const error = page.getByRole('alert');
    await expect(error).toBeVisible();
    await expect(error).not.toBeEmpty();
    await expect(error).toHaveClass(/text-danger/);
    await expect(page.getByText(saved)).toHaveCount(0);
    await expect(page.getByLabel('Valutazione')).toHaveValue('Sospeso');
    await expect(page.getByLabel('Note interne')).toHaveValue(notes);

    // With the connection back, the same values are saved.
    await page.unroute('**/documents:commit*');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText(saved)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The refused request and the data layer's log of it are expected here, nothing else.
    const unexpected = consoleErrors.filter(
      (message) =>
        !/Failed to load resource|updateAdoptionApplication|commit|ERR_FAILED|RPC_ERROR/i.test(
          message,
        ),
    );
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('the detail has no serious accessibility violation', async ({ page }) => {
    await openDetail(page, 'adozione-001', 'Chiara Rinaldi');
    await expectNoSeriousA11yViolations(page);
  });
});
