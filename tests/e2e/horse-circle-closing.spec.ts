import { Timestamp } from 'firebase-admin/firestore';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { expectSitePublished } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// A horse with active circle members marked adopted (docs/product.md "Which horses have a
// circle"; decision 64): the save asks first, says how many and what happens to them. On a horse
// of the test's own, removed after.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const SLUG = 'zefiro-cerchia-test';
const MEMBERS = ['cerchia-test-zefiro-1', 'cerchia-test-zefiro-2'];

async function seedHorseWithCircle(): Promise<void> {
  const batch = adminDb().batch();
  batch.set(adminDb().doc(`horses/${SLUG}`), {
    slug: SLUG,
    name: 'Zefiro',
    species: 'Cavallo',
    status: "Residente dell'Oasi",
    showWeb: false,
  });
  // Hidden, it keeps its projection with its two members' totals.
  batch.set(adminDb().doc(`publicHorses/${SLUG}`), {
    slug: SLUG,
    name: 'Zefiro',
    species: 'Cavallo',
    status: "Residente dell'Oasi",
    showWeb: false,
    monthlyCost: 300,
    coveredAmount: 40,
    activeSupporters: 2,
  });
  MEMBERS.forEach((id, i) =>
    batch.set(adminDb().doc(`circleApplications/${id}`), {
      horse: 'Zefiro',
      horseSlug: SLUG,
      donorName: `Sostenitore ${i + 1}`,
      givenName: 'Sostenitore',
      familyName: `${i + 1}`,
      phone: '+39 333 0000000',
      frequency: 'Mensile',
      amount: 20,
      method: 'Bonifico',
      email: '',
      newsConsent: false,
      newsToken: '',
      status: 'Attivo',
      startDate: '2026-01-01',
      internalNotes: '',
      date: Timestamp.fromDate(new Date('2026-01-01T10:00:00Z')),
    }),
  );
  await batch.commit();
}

async function removeHorseAndCircle(): Promise<void> {
  await Promise.all([
    adminDb().doc(`horses/${SLUG}`).delete(),
    adminDb().doc(`publicHorses/${SLUG}`).delete(),
    ...MEMBERS.map((id) => adminDb().doc(`circleApplications/${id}`).delete()),
  ]);
}

/** Zefiro and his circle as the demo data would have them, before each case. */
async function freshHorseAndCircle(): Promise<void> {
  await removeHorseAndCircle();
  await seedHorseWithCircle();
}
test.afterAll(removeHorseAndCircle);

const storedStatus = async () =>
  (await adminDb().doc(`horses/${SLUG}`).get()).get('status') as string;

test('closing a circle, in one visit: asked first with active supporters, not without', async ({
  page,
}) => {
  allowVisits(3);
  await test.step('marking a horse with active supporters adopted asks first, then saves', async () => {
    await freshHorseAndCircle();
    await visitAsStaff(page, `/admin/horses/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cavalli: Zefiro' })).toBeVisible();
    await page.getByLabel('Tipologia').selectOption('Adottato');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Chiudere la cerchia di Zefiro?' });
    await expect(dialog).toContainText(
      'Zefiro ha 2 sostenitori attivi. Con lo stato «Adottato» la sua cerchia si chiude',
    );
    await expect(dialog).toContainText('I sostenitori restano nella cerchia di Zefiro');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedStatus()).toBe("Residente dell'Oasi");
    await expect(page.getByLabel('Tipologia')).toHaveValue('Adottato');

    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await dialog.getByRole('button', { name: 'Salva comunque' }).click();
    await expect(page.getByText('Dati salvati correttamente!')).toBeVisible();
    expect(await storedStatus()).toBe('Adottato');
    // The members stay as they were, until staff move them.
    const members = await Promise.all(
      MEMBERS.map(async (id) => (await adminDb().doc(`circleApplications/${id}`).get()).data()),
    );
    expect(members.map((member) => [member?.status, member?.horseSlug])).toEqual([
      ['Attivo', SLUG],
      ['Attivo', SLUG],
    ]);
    await expectSitePublished();
  });

  await test.step('a horse whose circle has nobody active is saved without a question', async () => {
    await freshHorseAndCircle();
    await Promise.all(
      MEMBERS.map((id) => adminDb().doc(`circleApplications/${id}`).update({ status: 'Chiuso' })),
    );
    await visitAsStaff(page, `/admin/horses/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cavalli: Zefiro' })).toBeVisible();
    await page.getByLabel('Tipologia').selectOption('Deceduto');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Dati salvati correttamente!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await storedStatus()).toBe('Deceduto');
    await expectSitePublished();
  });
});
