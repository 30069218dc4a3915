import { Timestamp } from 'firebase-admin/firestore';
import { association } from '#src/config/association.ts';
import { paths } from '#src/config/paths.ts';
import { applicationReference } from '#src/features/applications/model/application-reference.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { forgetDrafts } from './support/form-visits.ts';

// firebase-admin reads the emulator hosts when it first connects: point it at the test backend.
Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

// Each test visits its pages in one browser page: a journey that follows another forgets the
// drafts first, as a new browser would start. The phone runs what its layout changes (where the
// focus lands on screen, axe); what is the same on any screen runs on the desktop alone.

/** The stored applications of a donor, without their server date (checked apart). */
async function applicationsOf(donorName: string) {
  const snapshot = await adminDb()
    .collection('circleApplications')
    .where('donorName', '==', donorName)
    .get();
  return snapshot.docs.map((doc) => {
    const { date, ...fields } = doc.data();
    return { id: doc.id, fields, dated: date instanceof Timestamp };
  });
}

test('a draft comes back; a bad phone is refused; a visitor applies to join Benji’s circle', async ({
  page,
}) => {
  allowVisits(6);

  await test.step('what the visitor typed comes back after a reload, until they start over', async () => {
    await page.goto(paths.circleApplication('it'));
    const donor = page.getByLabel(/^Nome del donatore/);
    await donor.fill('Famiglia Bozza');
    await page.getByRole('radio', { name: 'Annuale', exact: true }).check();
    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

    await expect(donor).toHaveValue('Famiglia Bozza');
    await expect(page.getByRole('radio', { name: 'Annuale', exact: true })).toBeChecked();
    const notice = page.getByRole('status').filter({ hasText: 'Abbiamo ripreso quello che avevi' });
    await expect(notice).toContainText('e non avevi ancora inviato');
    // The notice, and the honeypot that people and screen readers skip.
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByLabel(/^Lascia vuoto questo campo/)).not.toBeInViewport();
    await notice.getByRole('button', { name: 'Ricomincia da capo' }).click();
    await expect(donor).toHaveValue('');
    await expect(notice).toBeHidden();
    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(donor).toHaveValue('');
  });

  await test.step('a phone that cannot be called is refused with its message, and nothing is sent', async () => {
    await forgetDrafts(page);
    await page.goto(paths.circleApplication('it'));
    const submit = page.getByRole('button', { name: /^Invia la candidatura/ });
    await expect(page.getByLabel(/^Cavallo/)).toBeEnabled();
    await page.getByLabel(/^Cavallo/).selectOption('Benji');
    await expect(page.getByText(/^Da completare:/)).toContainText(
      'Da completare: «Nome del donatore» e altre 6 risposte.',
    );
    await page.getByLabel(/^Nome del donatore/).fill('Famiglia Prova Telefono');
    await page.getByLabel(/^Nome(?! del)/).fill('Maria');
    await page.getByLabel(/^Cognome/).fill('Rossi');
    const phone = page.getByLabel(/^Telefono/);
    await phone.fill('abc');
    // Leaving the field shows its message at once (and moves what is below it).
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(/Scrivi un numero di telefono valido/);
    await page.getByRole('radio', { name: 'Mensile', exact: true }).check();
    await page.getByLabel(/^Importo in euro/).fill('20');
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await submit.click();
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    await expect(phone).toHaveAccessibleDescription(/Scrivi un numero di telefono valido/);
    await expect(page.getByText(/^Da completare:/)).toContainText('Da completare: «Telefono».');
    await expect(page.getByRole('status').filter({ hasText: 'Grazie!' })).toHaveCount(0);
    expect(await applicationsOf('Famiglia Prova Telefono')).toEqual([]);
  });

  await test.step('a visitor applies to join Benji’s circle and the application is stored', async () => {
    // Unique, so that the check finds this run's application and nothing else.
    const donorName = `Famiglia Prova ${Date.now()}`;
    // The form takes a submit within 3 s of opening for a bot's: the clock is moved on before sending.
    await page.clock.install();
    await forgetDrafts(page);
    await page.goto(paths.circleApplication('it', { horse: 'benji' }));

    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura a una cerchia' }),
    ).toBeVisible();
    const horse = page.getByLabel(/^Cavallo/);
    await expect(horse).toBeEnabled();
    await expect(horse).toHaveValue('Benji');
    // One language per address: no English label on the Italian page.
    await expect(page.getByLabel(/Donor name/)).toHaveCount(0);

    const submit = page.getByRole('button', { name: /^Invia la candidatura/ });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/^Nome del donatore/).fill(donorName);
    await page.getByLabel(/^Nome(?! del)/).fill('  Maria ');
    await page.getByLabel(/^Cognome/).fill('Rossi');
    await page.getByLabel(/^Telefono/).fill('+39 333 123 4567');
    await page.getByRole('radio', { name: 'Mensile', exact: true }).check();
    await page.getByLabel(/^Importo in euro/).fill('20,50');
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await page.getByLabel(/^Note \(facoltative\)/).fill('Un abbraccio a Benji');
    await expect(submit).toBeEnabled();
    await page.clock.fastForward('00:05');
    await submit.click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Grazie!' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText('dati per il pagamento');
    await expect(confirmation).toBeInViewport();
    // The thanks replace the form.
    await expect(page.getByLabel(/^Nome del donatore/)).toHaveCount(0);

    const stored = await applicationsOf(donorName);
    await expect(confirmation).toContainText(
      `Il tuo codice di riferimento è ${applicationReference(stored[0]?.id ?? '')}.`,
    );
    expect(stored).toEqual([
      {
        id: expect.any(String),
        fields: {
          horse: 'Benji',
          // The horse's slug, which its circle's coverage counts by, and a new member's status.
          horseSlug: 'benji',
          status: '',
          donorName,
          givenName: 'Maria',
          familyName: 'Rossi',
          phone: '+39 333 123 4567',
          frequency: 'Mensile',
          amount: 20.5,
          method: 'PayPal',
          notes: 'Un abbraccio a Benji',
          reference: applicationReference(stored[0]?.id ?? ''),
        },
        dated: true,
      },
    ]);
    // Leave the demo data as it was.
    for (const { id } of stored) await adminDb().collection('circleApplications').doc(id).delete();
  });
});

test.describe('the same on any screen', () => {
  test.skip(({ isMobile }) => isMobile, 'no layout in these checks: the desktop runs them');

  test('the English page is in English only; a wrong amount is explained under its field', async ({
    page,
  }) => {
    await test.step('the English page is in English only', async () => {
      await page.goto(paths.circleApplication('en'));

      await expect(
        page.getByRole('heading', { level: 1, name: 'Circle application' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`Circle application | ${association.name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByLabel(/^Horse/)).toBeEnabled();
      await expect(page.getByLabel(/^Donor name/)).toBeVisible();
      await expect(page.getByLabel(/Nome del donatore/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Send the application/ })).toBeDisabled();
      // The footer's switch leads to the Italian form.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Leggi in italiano' }),
      ).toHaveAttribute('href', paths.circleApplication('it'));
    });

    await test.step('a wrong amount is explained under its field once the visitor leaves it', async () => {
      await page.goto(paths.circleApplication('it'));
      const amount = page.getByLabel(/^Importo in euro/);
      await amount.fill('abc');
      await expect(amount).not.toHaveAttribute('aria-invalid');
      await amount.blur();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(/Scrivi un importo in euro, per esempio 20/);
      // The form kit's look reaches the public page: the message in its red, not Bootstrap's.
      await expect(page.getByText(/^Scrivi un importo in euro/)).toHaveCSS(
        'color',
        'rgb(165, 40, 52)',
      );
    });
  });
});
