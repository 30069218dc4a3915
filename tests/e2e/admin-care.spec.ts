import type { Page } from '@playwright/test';
import { addDays, formatCalendarDate, formatDate } from '#src/lib/format/dates.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// Care records (docs/product.md, "Care records"; decision 40), on Ada of the demo data
// (scripts/seed/demo/care-records.ts: her farrier was 10 weeks ago, so it is overdue on the default
// 8 weeks). Staff record a farrier visit dated today: the next due date moves 8 weeks ahead and the
// badge turns green; they delete it and the badge is red again. The test's records have notes
// starting "Visita e2e" and are removed at the end.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const EDIT = '/admin/horses/ada';
const NOTES = 'Visita e2e';

const section = (page: Page) => page.getByRole('region', { name: 'Cure', exact: true });
const farrierLine = (page: Page) => section(page).locator('[data-care-type="Maniscalco"]');

async function removeTestRecords(): Promise<void> {
  const stored = await adminDb().collection('careRecords').where('horseSlug', '==', 'ada').get();
  await Promise.all(
    stored.docs
      .filter((record) => String(record.get('notes')).startsWith(NOTES))
      .map((record) => record.ref.delete()),
  );
}

test.afterAll(removeTestRecords);

test('staff record a farrier visit and the schedule follows, then delete it', async ({ page }) => {
  test.setTimeout(90_000);
  const today = formatDate(new Date());
  const todayText = formatCalendarDate(today);
  await signInAsStaff(page, EDIT);
  await expect(
    section(page).getByRole('heading', { level: 2, name: 'Cure', exact: true }),
  ).toBeVisible();

  // The demo farrier visit is 10 weeks old: overdue.
  await farrierLine(page).scrollIntoViewIfNeeded();
  await expect(farrierLine(page).getByText('In ritardo')).toBeVisible();
  await expect(farrierLine(page).getByText('Mai registrata')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Record a farrier visit today, with a cost typed with the Italian comma.
  await section(page).getByRole('button', { name: 'Aggiungi cura' }).click();
  const form = page.getByRole('form', { name: 'Nuova cura' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel(/^Data/)).toHaveValue(today);
  await form.getByRole('combobox', { name: /^Tipo/ }).selectOption('Maniscalco');
  await form.getByRole('textbox', { name: 'Costo (€)' }).fill('85,50');
  await form.getByRole('textbox', { name: 'Note' }).fill(`${NOTES}: pareggio`);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Salva la cura' }).click();
  await expect(section(page).getByText(/Cura «Maniscalco» del .* salvata/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(form).toBeHidden();

  // The schedule: last today, next due 8 weeks ahead, in order.
  await expect(farrierLine(page).getByText('In regola')).toBeVisible();
  await expect(farrierLine(page).locator('time').first()).toHaveAttribute('datetime', today);
  await expect(farrierLine(page).locator('time').nth(1)).toHaveAttribute(
    'datetime',
    addDays(today, 56),
  );
  await expect(farrierLine(page).getByText(formatCalendarDate(addDays(today, 56)))).toBeVisible();

  // Stored as the rules want it, and logged.
  const stored = await adminDb()
    .collection('careRecords')
    .where('notes', '==', `${NOTES}: pareggio`)
    .get();
  expect(stored.size).toBe(1);
  const [doc] = stored.docs;
  const id = doc?.id ?? '';
  expect(doc?.data()).toEqual({
    horseSlug: 'ada',
    type: 'Maniscalco',
    date: today,
    notes: `${NOTES}: pareggio`,
    cost: 85.5,
  });
  const logged = await adminDb().collection('logs').where('params.slug', '==', id).get();
  expect(logged.docs.map((entry) => entry.get('function'))).toEqual(['addCareRecord']);

  // Delete it: the farrier is overdue again.
  await section(page)
    .getByRole('button', { name: `Elimina: Maniscalco del ${todayText}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Elimina cura' });
  await expect(dialog).toContainText(`Eliminare la cura «Maniscalco» del ${todayText}?`);
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page).getByText(/è stata eliminata/)).toBeVisible();
  await expect(farrierLine(page).getByText('In ritardo')).toBeVisible();
  expect((await adminDb().collection('careRecords').doc(id).get()).exists).toBe(false);
});
