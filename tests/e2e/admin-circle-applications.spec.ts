import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The staff circle applications on the demo data (scripts/seed/demo/circle-applications.ts): six,
// one per horse. The public form's browser test may add some for Benji: counts of the whole list
// are read from the page.

const PATH = '/admin/circle-applications';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Candidature cerchie \(\d+\)$/ });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const row = (page: Page, slug: string) => page.locator(`tbody tr[data-slug="${slug}"]`);

async function chooseHorse(page: Page, name: string) {
  const horse = page.getByRole('combobox', { name: 'Cavallo' });
  await horse.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('staff circle applications', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page, PATH);
    await expect(heading(page)).toBeVisible();
  });

  test('lists them newest first with the amount in euros', async ({ page }) => {
    const total = Number(/\((\d+)\)/.exec((await heading(page).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(6);
    await expect(bodyRows(page)).toHaveCount(Math.min(total, 25));
    await expect(page.getByRole('columnheader')).toHaveText([
      'Data',
      'Cavallo',
      'Donatore',
      'Nominativo',
      'Frequenza',
      'Importo',
      'Metodo',
    ]);
    const walter = row(page, 'cerchia-003');
    await expect(walter).toContainText(/\d{4}-07-06T19:48:00/);
    await expect(walter).toContainText('Tom');
    await expect(walter).toContainText('Gli amici del rifugio');
    await expect(walter).toContainText(/300,00\s€/);
    await expect(walter).toContainText('Annuale');
    await expect(walter).toContainText('Bonifico');
    // Newest first: Giorgio Ferrero (November) before Marta Gallo (October) before Walter (July).
    const slugs = await bodyRows(page).evaluateAll((rows) =>
      rows.map((tr) => tr.getAttribute('data-slug')),
    );
    expect(slugs.indexOf('cerchia-005')).toBeLessThan(slugs.indexOf('cerchia-001'));
    expect(slugs.indexOf('cerchia-001')).toBeLessThan(slugs.indexOf('cerchia-003'));
  });

  test('filters by horse, in the address; the names come from the applications', async ({
    page,
  }) => {
    await chooseHorse(page, 'Tom');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature cerchie (1)');
    await expect(page).toHaveURL(/\?horse=Tom$/);
    await expect(row(page, 'cerchia-003')).toBeVisible();

    // A horse without applications is not offered.
    const horse = page.getByRole('combobox', { name: 'Cavallo' });
    await horse.fill('Colorado');
    await expect(page.getByText('Nessun risultato')).toBeVisible();
    await horse.press('Escape');

    // A name in the address that has no applications: no results.
    await page.goto(`${PATH}?horse=Colorado`);
    await expect(page.getByText('There are no results.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidature cerchie (0)');
  });

  test('downloads the filtered applications as CSV', async ({ page }) => {
    await chooseHorse(page, 'Ada');
    await expect(bodyRows(page)).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidature-cerchie-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // As Excel with Italian settings opens it: one column per field, the amount a number.
    const [headers = []] = readAsItalianExcel(csv);
    expect(headers.map(shownValue)).toEqual([
      'Codice',
      'Data',
      'Cavallo',
      'Donatore',
      'Nome',
      'Cognome',
      'Telefono',
      'Frequenza',
      'Importo (€)',
      'Metodo di pagamento',
      'Note',
    ]);
    const rows = italianExcelTable(csv);
    expect(rows).toHaveLength(1);
    const [marta] = rows;
    expect(shownValue(marta?.Codice)).toBe('cerchia-001');
    expect(shownValue(marta?.Data)).toMatch(/^\d{4}-10-02T11:15:00$/);
    expect(shownValue(marta?.Cavallo)).toBe('Ada');
    expect(shownValue(marta?.Donatore)).toBe('Classe 4B, scuola primaria di Esempio');
    expect(shownValue(marta?.Nome)).toBe('Marta');
    expect(shownValue(marta?.Cognome)).toBe('Gallo');
    expect(shownValue(marta?.Frequenza)).toBe('Mensile');
    expect(marta?.['Importo (€)']).toEqual({ kind: 'number', raw: '20', value: 20 });
    expect(shownValue(marta?.['Metodo di pagamento'])).toBe('Bonifico');
    expect(shownValue(marta?.Note)).toContain("l'anno scolastico");
    expect(marta?.Telefono?.kind).toBe('text');
  });

  test('a row opens the read-only detail with every field', async ({ page }) => {
    await chooseHorse(page, 'Ada');
    await row(page, 'cerchia-001').getByRole('link', { name: 'Marta Gallo' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura cerchia: Marta Gallo' }),
    ).toBeVisible();
    const value = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
    await expect(value('Donatore')).toHaveText('Classe 4B, scuola primaria di Esempio');
    await expect(value('Importo')).toHaveText(/^20,00\s€$/);
    await expect(value('Frequenza')).toHaveText('Mensile');
    await expect(value('Metodo di pagamento')).toHaveText('Bonifico');
    await expect(value('Note')).toContainText('raccolta in classe');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/admin\/circle-applications\?horse=Ada$/);
  });

  test('the list has no serious accessibility violation', async ({ page }) => {
    await expect(bodyRows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
