import type { Page } from '@playwright/test';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// One way to check a staff form (docs/product.md, "Staff forms"; decision 62), on a care record of
// Blu of the demo data, on a phone and on a desktop: a Salva with the type missing and the cost
// wrong saves nothing, marks both, names the first under Salva and focuses it; once both are put
// right it saves. The records are of type Altro (no schedule moves), with notes starting
// "Controllo e2e", and are removed at the end.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const EDIT = '/admin/horses/blu';
const NOTES = 'Controllo e2e';

const section = (page: Page) => page.getByRole('region', { name: 'Cure', exact: true });

async function removeTestRecords(): Promise<void> {
  const stored = await adminDb().collection('careRecords').where('horseSlug', '==', 'blu').get();
  await Promise.all(
    stored.docs
      .filter((record) => String(record.get('notes')).startsWith(NOTES))
      .map((record) => record.ref.delete()),
  );
}

async function storedWith(notes: string): Promise<number> {
  const stored = await adminDb().collection('careRecords').where('notes', '==', notes).get();
  return stored.size;
}

test.afterAll(removeTestRecords);

test('a staff form refuses a save naming and focusing the first wrong field, then saves, on a phone and a desktop', async ({
  page,
}) => {
  allowVisits(12);
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await test.step(`a staff form refuses a save naming and focusing the first wrong field, then saves (${name})`, async () => {
      const notes = `${NOTES} ${name} ${Date.now()}`;
      await page.setViewportSize(viewport);
      await visitAsStaff(page, EDIT);
      await section(page).getByRole('button', { name: 'Aggiungi cura' }).click();
      const form = page.getByRole('form', { name: 'Nuova cura' });
      const type = form.getByRole('combobox', { name: /^Tipo/ });
      const cost = form.getByRole('textbox', { name: 'Costo (€)' });
      const salva = form.getByRole('button', { name: 'Salva la cura' });
      await form.getByRole('textbox', { name: 'Note' }).fill(notes);
      await cost.fill('tanto');
      // Nothing is marked while typing.
      await expect(cost).not.toHaveAttribute('aria-invalid', 'true');

      await salva.click();
      await expect(type).toBeFocused();
      await expect(type).toBeInViewport();
      await expect(type).toHaveAccessibleDescription(/Scegli il tipo di cura\./);
      await expect(cost).toHaveAttribute('aria-invalid', 'true');
      await expect(cost).toHaveAccessibleDescription(/Scrivi un importo in euro/);
      await expect(form.getByText('Da correggere: «Tipo» e un altro campo.')).toBeVisible();
      await expect(salva).toHaveAccessibleDescription('Da correggere: «Tipo» e un altro campo.');
      await expectNoSeriousA11yViolations(page);
      expect(await storedWith(notes)).toBe(0);

      // Marked live from now on: the line names what is left and leads to it.
      await type.selectOption('Altro');
      await expect(type).not.toHaveAttribute('aria-invalid', 'true');
      await expect(salva).toHaveAccessibleDescription('Da correggere: «Costo (€)».');
      await form.getByRole('button', { name: 'Vai a «Costo (€)»' }).click();
      await expect(cost).toBeFocused();
      await cost.fill('45,50');
      await expect(cost).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(/^Da correggere/)).toHaveCount(0);

      await salva.click();
      await expect(section(page).getByText(/Cura «Altro» del .* salvata/)).toBeVisible({
        timeout: 15_000,
      });
      await expect(form).toBeHidden();
      await expect.poll(() => storedWith(notes)).toBe(1);
    });
  }
});
