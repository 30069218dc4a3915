import type { Browser, Page } from '@playwright/test';
import { formatDate } from '#src/lib/format/dates.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminAuth, adminDb } from '../support/emulators.ts';
import { signInAsStaff } from './support/admin.ts';
import { allowVisits, errorsOf, expect, test } from './support/fixtures.ts';

// Volunteers' own access (docs/decisions/0087-volunteer-access-by-e-mail-key.md): the demo
// volunteer signs in on a phone, sees only the barn's pages, records a care day under their own
// uid, and is refused an application's page; staff invite someone new by an e-mail link (the Auth
// emulator's, shown on the screen), and a revocation signs them out at their next request.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const demoVolunteer = { email: 'volontaria@example.org', password: 'demo-volontaria-2026' };
const NOTES = 'Giornata e2e dei volontari';
const invited = { name: 'Elena Invitata', email: 'elena.invitata.e2e@example.org' };
const phone = { width: 390, height: 844 };

async function removeTestData(): Promise<void> {
  const db = adminDb();
  const stored = await db.collection('careRecords').where('notes', '==', NOTES).get();
  await Promise.all(stored.docs.map((record) => record.ref.delete()));
  const accesses = await db.collection('volunteerAccess').where('email', '==', invited.email).get();
  await Promise.all(accesses.docs.map((access) => access.ref.delete()));
  await adminAuth()
    .getUserByEmail(invited.email)
    .then((user) => adminAuth().deleteUser(user.uid))
    .catch(() => undefined);
}

test.beforeAll(removeTestData);
test.afterAll(removeTestData);

const menuLinks = async (page: Page) => {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page
    .getByRole('navigation', { name: 'Menu area riservata' })
    .getByRole('link')
    .allTextContents();
};

test('a volunteer on a phone sees the barn, records a care day, and is refused an application', async ({
  page,
}) => {
  allowVisits(6);
  await page.setViewportSize(phone);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(demoVolunteer.email);
  await page.getByLabel('Password').fill(demoVolunteer.password);
  await page.getByRole('button', { name: 'Entra' }).click();

  await test.step('their menu: the horses, the care records and the care day', async () => {
    await expect(page).toHaveURL(/\/admin\/horses$/);
    expect(await menuLinks(page)).toEqual([
      'Equinozio ODV',
      'Cavalli',
      'Cure',
      'Giornata di cure',
      'Controlli adozioni',
      'I miei turni',
    ]);
    await page.keyboard.press('Escape');
  });

  await test.step("a horse's page: the barn's view, no one's personal data", async () => {
    const horse = (await adminDb().doc('horses/ada').get()).data() ?? {};
    await page.getByRole('link', { name: /^Ada/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Ada/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cure registrate' })).toBeVisible();
    const text = await page.locator('main').innerText();
    for (const field of [
      'adopter',
      'adopterPhone',
      'adopterEmail',
      'owner',
      'barncode',
      'latlng',
    ]) {
      const value = horse[field];
      if (typeof value === 'string' && value.trim().length > 3) expect(text).not.toContain(value);
    }
  });

  await test.step('a care day, logged under their own uid', async () => {
    await page.getByRole('link', { name: 'Registra una giornata di cure' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Giornata di cure' })).toBeVisible();
    const horses = page.getByRole('group', { name: 'Cavalli' });
    await expect(horses).toBeVisible({ timeout: 15_000 });
    await page.getByRole('combobox', { name: /^Cura/ }).selectOption('Sverminazione');
    await page.getByRole('textbox', { name: 'Note' }).fill(NOTES);
    // Chosen by touching the horse's card, as on a phone.
    await horses
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: 'Gerba' }) })
      .click();
    await expect(horses.getByRole('checkbox', { name: 'Gerba' })).toBeChecked();
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Giornata registrata per 1 cavallo' }),
    ).toBeVisible({ timeout: 15_000 });
    const stored = await adminDb().collection('careRecords').where('notes', '==', NOTES).get();
    expect(stored.docs.map((record) => record.data())).toEqual([
      {
        horseSlug: 'gerba',
        type: 'Sverminazione',
        date: formatDate(new Date()),
        notes: NOTES,
        cost: null,
      },
    ]);
    const uid = (await adminAuth().getUserByEmail(demoVolunteer.email)).uid;
    const logged = await adminDb().collection('logs').where('function', '==', 'addCareDay').get();
    const entry = logged.docs.find((doc) => doc.get('params.item.notes') === NOTES);
    expect(entry?.get('user.uid')).toBe(uid);
  });

  await test.step("an application's address: a clear refusal, no data", async () => {
    const application = (await adminDb().collection('adoptionApplications').limit(1).get()).docs[0];
    expect(application).toBeDefined();
    await page.goto(`/admin/adoption-applications/${application?.id ?? ''}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina riservata allo staff' }),
    ).toBeVisible();
    const text = await page.locator('main').innerText();
    for (const field of ['givenName', 'familyName', 'email', 'phone']) {
      const value = application?.get(field) as unknown;
      if (typeof value === 'string' && value !== '') expect(text).not.toContain(value);
    }
    await page.goto('/admin/logs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina riservata allo staff' }),
    ).toBeVisible();
  });
});

async function phonePage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  return { page, errors: errorsOf(page) };
}

test('staff invite a volunteer by an e-mail link, and a revocation signs them out at once', async ({
  page,
  browser,
}) => {
  allowVisits(6);
  await signInAsStaff(page, '/admin/volunteer-access');
  await page.getByLabel('Nome e cognome').fill(invited.name);
  await page.getByLabel('E-mail').fill(invited.email);
  await page.getByRole('button', { name: "Concedi l'accesso" }).click();
  await expect(page.getByText('Accesso concesso')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: invited.name });
  await expect(row.getByText('Attivo', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Invia link di accesso' }).click();
  const link = page.getByRole('link', { name: /volunteer-sign-in\?/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const href = (await link.getAttribute('href')) ?? '';
  await expect(row.getByText(/ultimo invito il/)).toBeVisible();

  const volunteer = await phonePage(browser);
  await volunteer.page.goto(href);
  await volunteer.page.getByLabel('E-mail').fill(invited.email);
  await volunteer.page.getByRole('button', { name: 'Entra' }).click();
  await expect(volunteer.page).toHaveURL(/\/admin\/horses$/, { timeout: 15_000 });
  await expect(volunteer.page.getByRole('link', { name: /^Ada/ })).toBeVisible();

  await row.getByRole('button', { name: 'Revoca' }).click();
  await expect(row.getByText('Revocato', { exact: true })).toBeVisible();

  // The next request is refused: the session finds the access revoked and says so.
  await volunteer.page.getByRole('link', { name: /^Ada/ }).click();
  await expect(volunteer.page).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
  await expect(volunteer.page.getByRole('status')).toContainText(
    'Il tuo accesso da volontario è stato revocato',
  );
  // The refused read (logged by the data layer and by the page) is the one error expected there.
  expect(
    volunteer.errors.filter(
      (error) => !/permission-denied|PERMISSION_DENIED|403|Non hai i permessi/.test(error),
    ),
  ).toEqual([]);
  await volunteer.page.context().close();
});
