import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { formatDate } from '#src/lib/format/dates.ts';
import { adminAuth, adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';

// After the adoption (docs/decisions/0094-after-the-adoption.md): the demo volunteer, on a phone,
// records Maverick's late follow-up visit as themselves; staff then find it on Maverick's page,
// and the late visit is gone from the dashboard.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const demoVolunteer = { email: 'volontaria@example.org', password: 'demo-volontaria-2026' };
const NOTES = 'Visita e2e: box allargato, tutto in ordine.';
const phone = { width: 390, height: 844 };

async function removeTestVisits(): Promise<void> {
  const stored = await adminDb().collection('followUpVisits').where('notes', '==', NOTES).get();
  await Promise.all(stored.docs.map((visit) => visit.ref.delete()));
}

test.beforeAll(removeTestVisits);
test.afterAll(removeTestVisits);

test('a volunteer on a phone records a due visit; staff see it on the horse', async ({
  page,
  browser,
}) => {
  allowVisits(6);
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const onPhone = await context.newPage();
  const today = formatDate(new Date());

  await test.step('the volunteer opens Controlli adozioni from their menu', async () => {
    await onPhone.goto('/admin/login');
    await onPhone.getByLabel('Email').fill(demoVolunteer.email);
    await onPhone.getByLabel('Password').fill(demoVolunteer.password);
    await onPhone.getByRole('button', { name: 'Entra' }).click();
    await expect(onPhone).toHaveURL(/\/admin\/horses$/);
    await onPhone.getByRole('button', { name: 'Menu', exact: true }).click();
    await onPhone.getByRole('link', { name: 'Controlli adozioni' }).click();
    await expect(
      onPhone.getByRole('heading', { level: 1, name: "Controlli dopo l'adozione" }),
    ).toBeVisible();
  });

  await test.step('records Maverick’s late visit as themselves', async () => {
    const due = onPhone.getByRole('region', { name: /^Visite da fare/ });
    const maverick = due.getByRole('listitem').filter({ hasText: 'Maverick' });
    await expect(maverick.getByText('In ritardo')).toBeVisible({ timeout: 15_000 });
    await maverick.getByRole('button', { name: /^Registra la visita: Maverick/ }).click();
    await expect(onPhone.getByRole('textbox', { name: /Nome/ })).toHaveValue('Marta Volontaria');
    await onPhone.getByRole('combobox', { name: /Esito/ }).selectOption('tutto bene');
    await onPhone.getByRole('textbox', { name: /Note/ }).fill(NOTES);
    await onPhone.getByRole('button', { name: 'Registra la visita', exact: true }).click();
    await expect(onPhone.getByText(/Visita a Maverick del .* registrata: grazie!/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(due.getByRole('listitem').filter({ hasText: 'Maverick' })).toHaveCount(0);

    const stored = await adminDb().collection('followUpVisits').where('notes', '==', NOTES).get();
    expect(stored.docs.map((visit) => visit.data())).toEqual([
      expect.objectContaining({
        horseSlug: 'maverick',
        date: today,
        visitorKind: 'volontario',
        visitor: 'Marta Volontaria',
        outcome: 'tutto bene',
      }),
    ]);
    const uid = (await adminAuth().getUserByEmail(demoVolunteer.email)).uid;
    const logged = await adminDb()
      .collection('logs')
      .where('function', '==', 'addFollowUpVisit')
      .get();
    const entry = logged.docs.find((doc) => doc.get('params.item.notes') === NOTES);
    expect(entry?.get('user.uid')).toBe(uid);
  });
  await context.close();

  await test.step('staff see the visit on Maverick’s page, and nothing late on the dashboard', async () => {
    await signInAsStaff(page, '/admin');
    const section = page.getByRole('region', { name: /^Visite di controllo dopo l'adozione/ });
    await expect(section.getByRole('link', { name: /^Frodo/ })).toBeVisible({ timeout: 15_000 });
    await expect(section.getByRole('link', { name: /^Maverick/ })).toHaveCount(0);
    await page.goto('/admin/horses/maverick');
    const visits = page.getByRole('list', { name: 'Visite di controllo di Maverick' });
    await expect(visits.getByText(NOTES)).toBeVisible({ timeout: 15_000 });
    await expect(visits.getByText(/Volontario registrato: Marta Volontaria/)).toBeVisible();
  });
});
