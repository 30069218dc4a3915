import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, formatCalendarDate, formatDate } from '#src/lib/format/dates.ts';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// The care list across horses (docs/product.md, "Care records"; decision 40, "Care list") on the
// demo data (scripts/seed/demo/care-records.ts, dated relative to the seed day): Ada's farrier was 10
// weeks ago (overdue on 8 weeks, since 2 weeks), Shasir's deworming 7 months ago (overdue on 6
// months), Dacki's farrier due in a week, Tom's farrier 5 weeks ago on his own 6 weeks; Aramisz has
// no care recorded. Adopted and deceased horses (Frodo, Kiya…) are not listed. Nothing is changed.

const PATH = '/admin/care';
const today = formatDate(new Date());

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Cure \(\d+\)$/ });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const row = (page: Page, horse: string, type: string) =>
  page.locator(`tbody tr[data-horse="${horse}"][data-type="${type}"]`);
const typeFilter = (page: Page) => page.getByRole('combobox', { name: 'Tipo' });
const stateFilter = (page: Page) => page.getByRole('combobox', { name: 'Stato' });

/** The count in the heading. */
async function headingCount(page: Page): Promise<number> {
  return Number(/\((\d+)\)/.exec((await heading(page).textContent()) ?? '')?.[1]);
}

test('the care list, in one visit: from the menu, filters and CSV, a row, a phone', async ({
  page,
}) => {
  allowVisits(5);
  await test.step('opens from the menu on what is to be done: Ada’s farrier and Shasir’s deworming late', async () => {
    await signInAsStaff(page);
    await page
      .getByRole('navigation', { name: 'Menu area riservata' })
      .getByRole('link', { name: 'Cure', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/care$/);
    await expect(heading(page)).toBeVisible();
    await expect(typeFilter(page)).toHaveValue('');
    await expect(stateFilter(page)).toHaveValue('');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Cavallo',
      'Cura',
      'Ultima volta',
      'Intervallo',
      'Prossima scadenza',
      'Stato',
    ]);

    const ada = row(page, 'ada', 'Maniscalco');
    await expect(ada.getByRole('link')).toHaveText('Ada (Adelaide)');
    await expect(ada).toContainText(formatCalendarDate(addDays(today, -70)));
    await expect(ada).toContainText('8 settimane');
    await expect(ada).toContainText(formatCalendarDate(addDays(today, -14)));
    await expect(ada.locator('.care-badge')).toHaveText('In ritardo');
    const shasir = row(page, 'shasir', 'Sverminazione');
    await expect(shasir.getByRole('link')).toHaveText('Shasir (Shasir El Nour)');
    await expect(shasir).toContainText('6 mesi');
    await expect(shasir.locator('.care-badge')).toHaveText('In ritardo');
    await expect(row(page, 'dacki', 'Maniscalco').locator('.care-badge')).toHaveText('In scadenza');

    // Only what is to be done, the late first: nothing in order nor never recorded.
    const count = await headingCount(page);
    expect(count).toBeGreaterThanOrEqual(4);
    await expect(bodyRows(page)).toHaveCount(count);
    await expect(bodyRows(page).first().locator('.care-badge')).toHaveText('In ritardo');
    await expect(page.locator('tbody .care-badge--ok, tbody .care-badge--never')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Registra una giornata' })).toHaveAttribute(
      'href',
      '/admin/care/day',
    );
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('filters by type and state, kept in the URL after a reload, and downloads the rows as CSV', async () => {
    await visitAsStaff(page, PATH);
    await expect(heading(page)).toBeVisible();

    await typeFilter(page).selectOption('Maniscalco');
    await expect(page).toHaveURL(/\/admin\/care\?tipo=Maniscalco$/);
    await expect(row(page, 'ada', 'Maniscalco')).toBeVisible();
    await expect(row(page, 'shasir', 'Sverminazione')).toHaveCount(0);
    await expect(page.locator('tbody tr:not([data-type="Maniscalco"])')).toHaveCount(0);

    await stateFilter(page).selectOption('Tutte');
    await expect(page).toHaveURL(/\/admin\/care\?tipo=Maniscalco&stato=tutte$/);
    await expect(row(page, 'aramisz', 'Maniscalco').locator('.care-badge')).toHaveText(
      'Mai registrata',
    );
    await expect(row(page, 'tom', 'Maniscalco')).toContainText('6 settimane');
    // Horses no longer in the association's care are not listed.
    await expect(row(page, 'frodo', 'Maniscalco')).toHaveCount(0);
    await expect(row(page, 'kiya', 'Maniscalco')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(heading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/care\?tipo=Maniscalco&stato=tutte$/);
    await expect(typeFilter(page)).toHaveValue('Maniscalco');
    await expect(stateFilter(page)).toHaveValue('tutte');
    const count = await headingCount(page);
    await expect(bodyRows(page)).toHaveCount(count);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Scarica CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cure-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // As Excel with Italian settings opens it: one column per field, every cell text.
    const [headers = []] = readAsItalianExcel(csv);
    expect(headers.map(shownValue)).toEqual([
      'Cavallo',
      'Cura',
      'Ultima volta',
      'Intervallo',
      'Prossima scadenza',
      'Stato',
    ]);
    const rows = italianExcelTable(csv);
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => shownValue(r.Cura) === 'Maniscalco')).toBe(true);
    const ada = rows.find((r) => shownValue(r.Cavallo) === 'Ada (Adelaide)');
    expect(
      ada && Object.fromEntries(Object.entries(ada).map(([k, v]) => [k, shownValue(v)])),
    ).toEqual({
      Cavallo: 'Ada (Adelaide)',
      Cura: 'Maniscalco',
      'Ultima volta': addDays(today, -70),
      Intervallo: '8 settimane',
      'Prossima scadenza': addDays(today, -14),
      Stato: 'In ritardo',
    });
    const tom = rows.find((r) => shownValue(r.Cavallo) === 'Tom');
    expect(shownValue(tom?.Intervallo)).toBe('6 settimane');
    expect(shownValue(tom?.['Ultima volta'])).toBe(addDays(today, -35));
    const aramisz = rows.find((r) => shownValue(r.Cavallo) === 'Aramisz');
    expect(shownValue(aramisz?.Stato)).toBe('Mai registrata');
    expect(shownValue(aramisz?.['Ultima volta'])).toBe('');
    // In the order of the page: the late first.
    expect(shownValue(rows[0]?.Stato)).toBe('In ritardo');
  });

  await test.step("a row's link opens the horse", async () => {
    await visitAsStaff(page, PATH);
    await expect(heading(page)).toBeVisible();
    await row(page, 'shasir', 'Sverminazione').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/horses\/shasir$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Cavalli: Shasir/ })).toBeVisible();
  });

  await test.step('fits a phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visitAsStaff(page, PATH);
    await expect(heading(page)).toBeVisible();
    await stateFilter(page).selectOption('Tutte');
    await expect(row(page, 'aramisz', 'Maniscalco')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
