import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The staff cession applications on the demo data (scripts/seed/demo/cession-applications.ts):
// eight, one per region but none from Molise. This file changes only Paolo Ferrari's (cessione-007,
// Emilia-Romagna) and Anna Esposito's (cessione-001, Campania).

const PATH = '/admin/cession-applications';
const saved = 'Dati salvati correttamente!';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Candidature cessione \(\d+\)$/ });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const row = (page: Page, slug: string) => page.locator(`tbody tr[data-slug="${slug}"]`);

test.describe('staff cession application list', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page, PATH);
    await expect(heading(page)).toBeVisible();
  });

  test('shows the total, the columns and the rows', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature cessione (8)');
    await expect(bodyRows(page)).toHaveCount(8);
    await expect(page.getByText('Pagina 1 di 1')).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Status',
      'Nominativo',
      'Cavallo',
      'Regione',
      'Data',
    ]);
    const anna = row(page, 'cessione-001');
    await expect(anna.getByRole('link', { name: 'Anna Esposito' })).toHaveAttribute(
      'href',
      `${PATH}/cessione-001`,
    );
    await expect(anna).toContainText('Stella');
    await expect(anna).toContainText('Campania');
    await expect(anna).toContainText(/\d{4}-11-20T18:35:00/);
    await expect(row(page, 'cessione-003').locator('.badge')).toHaveText('Riuscito');
  });

  test('filters by the horse’s region; a region without applications has no results', async ({
    page,
  }) => {
    await page.getByLabel('Regione').selectOption('Lombardia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature cessione (1)');
    await expect(page).toHaveURL(/\?region=Lombardia$/);
    await expect(row(page, 'cessione-002')).toContainText('Tobia');

    await page.getByLabel('Regione').selectOption('Molise');
    await expect(page.getByText('There are no results.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature cessione (0)');
  });

  test('downloads the applications as CSV', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidature-cessione-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // As Excel with Italian settings opens it: one column per field, one row per application.
    const [headers = []] = readAsItalianExcel(csv);
    expect(headers.slice(0, 8).map(shownValue)).toEqual([
      'Codice',
      'Data',
      'Status',
      'Priorità',
      'Nome',
      'Cognome',
      'Telefono',
      'Email',
    ]);
    const rows = italianExcelTable(csv);
    expect(rows).toHaveLength(8);
    const claire = rows.find((row) => shownValue(row.Codice) === 'cessione-008');
    expect(shownValue(claire?.Status)).toBe('Annullato');
    expect(shownValue(claire?.Nome)).toBe('Claire');
    expect(shownValue(claire?.Cognome)).toBe('Dubois');
    expect(shownValue(claire?.['Regione del cavallo'])).toBe('Estero');
    // A phone number starting with + is text, not a formula; a CAP keeps its leading zero.
    expect(claire?.Telefono).toMatchObject({ kind: 'text', shown: '+33 0 00 00 00 08' });
    expect(claire?.CAP).toMatchObject({ kind: 'text', shown: '06500' });
    const cells = rows.flatMap((row) => Object.values(row));
    expect(cells.filter((cell) => cell.kind === 'formula')).toEqual([]);
  });

  test('the list has no serious accessibility violation', async ({ page }) => {
    await expect(bodyRows(page)).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('staff cession application detail', () => {
  test('a new status is saved and shows in the list', async ({ page }) => {
    await signInAsStaff(page, PATH);
    await page.getByLabel('Regione').selectOption('Emilia-Romagna');
    const paolo = row(page, 'cessione-007');
    await expect(paolo.locator('.badge')).toHaveText('Da prendere in carico');
    await paolo.getByRole('link', { name: 'Paolo Ferrari' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura cessione: Paolo Ferrari' }),
    ).toBeVisible();

    // Required fields are marked; the ones left empty are listed, and saving is not blocked.
    await expect(page.locator('label[for="cessione-horseHeight"]')).toHaveText('Altezza *');
    await expect(page.locator('label[for="cessione-email"]')).toHaveText('Email');
    await expect(
      page.getByText(/^Campi obbligatori ancora vuoti: .*Data di nascita/),
    ).toBeVisible();
    await expect(page.getByLabel('Data di nascita')).toHaveAttribute('type', 'date');

    await page.getByLabel('Status').selectOption('In carico');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText(saved)).toBeVisible();

    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/admin\/cession-applications\?region=Emilia-Romagna$/);
    await expect(row(page, 'cessione-007').locator('.badge')).toHaveText('In carico');
  });

  test('a failed save shows the error in red and keeps what was typed', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsStaff(page, `${PATH}/cessione-001`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura cessione: Anna Esposito' }),
    ).toBeVisible();
    await page.route('**/documents:commit*', (route) => route.abort());
    await page.getByLabel('Status').selectOption('Annullato');
    await page.getByLabel('Email').fill('anna.esposito@example.org');
    await page.getByRole('button', { name: 'Salva' }).click();

    const error = page.getByRole('alert');
    await expect(error).toBeVisible();
    await expect(error).toHaveClass(/text-danger/);
    await expect(page.getByText(saved)).toHaveCount(0);
    await expect(page.getByLabel('Status')).toHaveValue('Annullato');
    await expect(page.getByLabel('Email')).toHaveValue('anna.esposito@example.org');

    const unexpected = consoleErrors.filter(
      (message) =>
        !/Failed to load resource|updateCessionApplication|commit|ERR_FAILED|RPC_ERROR/i.test(
          message,
        ),
    );
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('the detail has no serious accessibility violation', async ({ page }) => {
    await signInAsStaff(page, `${PATH}/cessione-003`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura cessione: Valentina De Angelis' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
