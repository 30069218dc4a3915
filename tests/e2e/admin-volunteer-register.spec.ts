import { association } from '#src/config/association.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { readInbox } from '../support/inbox.ts';
import { signInAsStaff } from './support/admin.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The register of volunteers (decision 86): staff enrol a volunteer from the prefilled form, the
// codice fiscale is checked as they type, the entry gets the section's next number, the insurer's
// notice reaches the local inbox, then a correction and a removal follow in order. The demo
// register (scripts/seed/demo/volunteer-register.ts) holds 21 people; what this test writes is
// removed at the end, the counter put back.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

const SECTION = 'occasionale';
const counter = () => adminDb().doc(`volunteerRegisterCounters/${SECTION}`);
let lastBefore = 0;

test.beforeAll(async () => {
  lastBefore = ((await counter().get()).get('last') as number | undefined) ?? 0;
});

test.afterAll(async () => {
  const written = await adminDb()
    .collection('volunteerRegister')
    .where('section', '==', SECTION)
    .where('number', '>', lastBefore)
    .get();
  await Promise.all(
    written.docs.flatMap((record) => [
      record.ref.delete(),
      adminDb().doc(`volunteerRegisterIndex/${record.id}`).delete(),
      adminDb().doc(`mail/${record.id}.insurer`).delete(),
    ]),
  );
  await counter().set({ last: lastBefore });
});

test.describe('the register of volunteers', () => {
  test.skip(({ isMobile }) => isMobile, 'The same on a phone: the screenshots cover the layout.');

  test('staff register a volunteer, the insurer is told, then correct and remove', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const query = 'nome=Ugo&cognome=Fo&email=ugo.fo%40example.org&candidatura=e2e';
    await signInAsStaff(page, '/admin/volunteer-register');
    await page.goto(`/admin/volunteer-register/new?${query}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nuova iscrizione nel registro' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Nome/)).toHaveValue('Ugo');
    await expect(page.getByLabel(/^E-mail di contatto/)).toHaveValue('ugo.fo@example.org');

    await page.getByLabel('Volontari occasionali').check();
    await page.getByLabel(/^Data di nascita/).fill('1970-08-06');
    await page.getByLabel(/^Luogo di nascita/).fill('Milano');
    await page.getByLabel(/^Residenza/).fill('Via Po 1, 20121 Milano (MI)');
    await page.getByLabel(/^Codice fiscale/).fill('FOXGUO70M05F205D');
    await expect(
      page.getByText(
        'La data di nascita nel codice (05/08/70) non corrisponde a quella indicata (06/08/1970).',
      ),
    ).toBeVisible();
    await page.getByLabel(/^Data di nascita/).fill('1970-08-05');
    await expect(page.getByText(/non corrisponde/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Iscrivi nel registro' }).click();

    const number = lastBefore + 1;
    const id = `${SECTION}-${String(number).padStart(6, '0')}`;
    await expect(page).toHaveURL(new RegExp(`/admin/volunteer-register/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fo Ugo n. ${number}`);

    await test.step("the insurer's notice in the local inbox, and its state", async () => {
      await expect
        .poll(
          async () =>
            (await readInbox()).find(
              (mail) =>
                mail.to.includes(association.insurance.insurerEmail) &&
                mail.subject.startsWith('Nuovo volontario da assicurare: Fo Ugo'),
            )?.text ?? '',
          { timeout: 20_000 },
        )
        .toContain('Codice fiscale: FOXGUO70M05F205D');
      await page.reload();
      await expect(page.getByText('Consegnata')).toBeVisible({ timeout: 15_000 });
    });

    await test.step('an active entry with an e-mail leads to its sign-in invitation', async () => {
      await page.getByRole('link', { name: 'Invita ad accedere' }).click();
      await expect(page).toHaveURL(/\/admin\/volunteer-access$/);
      await expect(page.getByLabel(/^E-mail/)).toHaveValue('ugo.fo@example.org');
      await expect(page.getByLabel(/^Nome/)).toHaveValue('Ugo Fo');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fo Ugo n. ${number}`);
    });

    await test.step('a correction, then a removal, in order', async () => {
      await page.getByRole('button', { name: 'Rettifica' }).click();
      const correction = page.getByRole('form', { name: 'Rettifica' });
      await correction.getByLabel(/^Luogo di nascita/).fill('Milano (MI)');
      await correction.getByRole('button', { name: 'Registra la rettifica' }).click();
      await expect(correction.getByText('Scrivi il motivo.')).toBeVisible();
      await correction.getByLabel(/^Motivo/).fill('Provincia mancante');
      await correction.getByRole('button', { name: 'Registra la rettifica' }).click();
      await expect(page.getByText(`Rettifica l'iscrizione n. ${number}.`)).toBeVisible();

      await page.getByRole('button', { name: 'Cancella dal registro' }).click();
      const removal = page.getByRole('form', { name: 'Cancellazione dal registro' });
      await removal.getByLabel(/^Ultimo giorno/).fill('2020-01-01');
      await removal.getByLabel(/^Motivo/).fill('Trasferito');
      await removal.getByRole('button', { name: 'Cancella dal registro' }).click();
      await expect(removal.getByText(/La data di fine non può precedere l'inizio/)).toBeVisible();
      await removal.getByLabel(/^Ultimo giorno/).fill('2099-12-31');
      await removal.getByRole('button', { name: 'Cancella dal registro' }).click();
      await expect(page.getByText(/^Cessato il 31 dicembre 2099$/).first()).toBeVisible();
      const rows = page.getByRole('list').filter({ hasText: 'Iscrizione' }).locator('> li');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText(`N. ${number + 1} · Rettifica`);
      await expect(rows.nth(2)).toContainText(`N. ${number + 2} · Cancellazione`);
    });

    await test.step('the list: the ended ones, found by name', async () => {
      await page.goto(`/admin/volunteer-register?sezione=${SECTION}&stato=cessati&nome=fo%20u`);
      await expect(page.getByRole('link', { name: 'Fo Ugo' })).toBeVisible();
    });
  });
});
