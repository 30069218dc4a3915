import type { Page } from '@playwright/test';
import { addDays, formatCalendarDate, formatDate } from '#src/lib/format/dates.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// A farrier's day (docs/product.md, "Care records"; decision 40, "Farrier's day"): staff
// record one farrier visit for three demo horses at once, on a phone, then see on each horse's page
// that the farrier was done today and is due again 8 weeks later, and the day in the log. Demo data
// (scripts/seed/demo/care-records.ts): Ada's farrier is overdue, Dacki's due within 14 days,
// Gerba's in order. The day's records have notes "Giornata e2e" and are removed at the end.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const PATH = '/admin/care/day';
const NOTES = 'Giornata e2e: ferri anteriori';
const horses = [
  { slug: 'ada', name: 'Ada (Adelaide)', before: 'In ritardo' },
  { slug: 'dacki', name: 'Dacki (Daki)', before: 'In scadenza' },
  { slug: 'gerba', name: 'Gerba', before: 'In regola' },
] as const;

async function removeTestRecords(): Promise<void> {
  const stored = await adminDb().collection('careRecords').where('notes', '==', NOTES).get();
  await Promise.all(stored.docs.map((record) => record.ref.delete()));
}

test.afterAll(removeTestRecords);

const horsesGroup = (page: Page) => page.getByRole('group', { name: 'Cavalli' });
const horseCard = (page: Page, name: string) =>
  horsesGroup(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name }) });

test('staff record a farrier’s day for three horses, and each horse’s schedule follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const today = formatDate(new Date());
  const next = addDays(today, 56);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, PATH);

  await expect(page.getByRole('heading', { level: 1, name: 'Giornata di cure' })).toBeVisible();
  await expect(horsesGroup(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: /^Cura/ })).toHaveValue('Maniscalco');
  await expect(page.getByLabel(/^Data/)).toHaveValue(today);
  // Adopted and deceased horses are not offered.
  await expect(horsesGroup(page).getByRole('checkbox', { name: /^Kiya/ })).toHaveCount(0);
  await expect(horsesGroup(page).getByRole('checkbox', { name: /^Frodo/ })).toHaveCount(0);
  for (const horse of horses) {
    await expect(horseCard(page, horse.name).getByText(horse.before)).toBeVisible();
  }
  // Salva with no horse chosen saves nothing: it names the horses and leads to the first.
  const salva = page.getByRole('button', { name: 'Salva', exact: true });
  await expect(salva).toBeEnabled();
  await salva.click();
  await expect(page.getByText('Scegli almeno un cavallo.')).toBeVisible();
  await expect(salva).toHaveAccessibleDescription('Da correggere: «Cavalli».');
  await expect(horsesGroup(page).getByRole('checkbox').first()).toBeFocused();
  // Nothing scrolls sideways on a phone.
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  // Three horses, chosen by touching their cards; the cost typed with the Italian comma.
  await page.getByRole('textbox', { name: 'Costo per cavallo (€)' }).fill('45,50');
  await page.getByRole('textbox', { name: 'Note' }).fill(NOTES);
  for (const horse of horses) {
    await horseCard(page, horse.name).click();
    await expect(horsesGroup(page).getByRole('checkbox', { name: horse.name })).toBeChecked();
  }
  await expect(page.getByText('3 cavalli selezionati')).toBeVisible();
  await expect(salva).toBeEnabled();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await salva.click();

  const result = page.getByRole('heading', { name: 'Giornata registrata per 3 cavalli' });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result).toBeFocused();
  const saved = page.getByRole('list', { name: 'Giornata registrata per 3 cavalli' });
  for (const horse of horses) {
    const row = saved.getByRole('listitem').filter({ hasText: horse.name });
    await expect(row.locator('time')).toHaveAttribute('datetime', next);
    await expect(row.getByRole('link', { name: horse.name })).toHaveAttribute(
      'href',
      `/admin/horses/${horse.slug}`,
    );
  }
  await expectNoSeriousA11yViolations(page);

  // Stored as one commit: a record per horse and one log entry naming them.
  const stored = await adminDb().collection('careRecords').where('notes', '==', NOTES).get();
  expect(stored.docs.map((record) => record.get('horseSlug')).sort()).toEqual([
    'ada',
    'dacki',
    'gerba',
  ]);
  for (const record of stored.docs) {
    expect(record.data()).toMatchObject({ type: 'Maniscalco', date: today, cost: 45.5 });
  }
  const logged = await adminDb().collection('logs').where('function', '==', 'addCareDay').get();
  const entry = logged.docs.find((doc) => doc.get('params.item.notes') === NOTES);
  expect(entry?.get('params.item.records')).toEqual(
    Object.fromEntries(stored.docs.map((record) => [record.id, record.get('horseSlug')])),
  );

  // Each horse's page: the farrier was done today and is due 8 weeks later, in order.
  await saved.getByRole('link', { name: horses[0].name }).click();
  for (const horse of horses) {
    if (horse !== horses[0]) await page.goto(`/admin/horses/${horse.slug}`);
    await expect(page).toHaveURL(new RegExp(`/admin/horses/${horse.slug}$`));
    const farrier = page
      .getByRole('region', { name: 'Cure', exact: true })
      .locator('[data-care-type="Maniscalco"]');
    await farrier.scrollIntoViewIfNeeded({ timeout: 15_000 });
    await expect(farrier.locator('time').first()).toHaveAttribute('datetime', today);
    await expect(farrier.locator('time').nth(1)).toHaveAttribute('datetime', next);
    await expect(farrier.getByText(formatCalendarDate(next))).toBeVisible();
    await expect(farrier.getByText('In regola')).toBeVisible();
  }

  // The log names the day.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/logs?slug=${entry?.get('params.slug') as string}`);
  const row = page.locator(`tbody tr[data-id="${entry?.id ?? ''}"]`);
  await expect(row).toContainText('Giornata di cure', { timeout: 15_000 });
  await expect(row).toContainText(
    `Maniscalco del ${formatCalendarDate(today)} per 3 cavalli: ada, dacki, gerba`,
  );
  await expectNoSeriousA11yViolations(page);
});
