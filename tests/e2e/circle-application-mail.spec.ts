import { association } from '#src/config/association.ts';
import { paths } from '#src/config/paths.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { mailsTo, readInbox } from '../support/inbox.ts';
import { expect, test } from './support/fixtures.ts';

// The circle form's optional e-mail and its separate consent to the horse's news (docs/product.md
// "E-mail"): sent from the English page, the application holds both with the form's language and
// a key to unsubscribe, and the two mails reach the local inbox. What the test sends is removed.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

let sentId = '';
test.afterEach(async () => {
  if (!sentId) return;
  const db = adminDb();
  await Promise.all([
    db.doc(`circleApplications/${sentId}`).delete(),
    db.doc(`mail/${sentId}.notice`).delete(),
    db.doc(`mail/${sentId}.received`).delete(),
  ]);
});

test('a visitor joins a circle in English with an e-mail and the news; the association and the visitor are told', async ({
  page,
}) => {
  const stamp = Date.now();
  const donorName = `Famiglia Posta ${stamp}`;
  const email = `cerchia-${stamp}@example.org`;
  // The form takes a submit within 3 s of opening for a bot's: the clock is moved on before sending.
  await page.clock.install();
  await page.goto(paths.circleApplication('en', { horse: 'benji' }));
  await expect(page.getByLabel(/^Horse/)).toHaveValue('Benji');

  const consent = page.getByRole('checkbox', {
    name: 'I want to receive the news of the horse I support by e-mail',
  });
  await expect(consent).not.toBeChecked();
  await page.getByLabel(/^Donor name/).fill(donorName);
  await page.getByLabel(/^Given name/).fill('Paola');
  await page.getByLabel(/^Family name/).fill('Neri');
  await page.getByLabel(/^Phone/).fill('+39 333 765 4321');
  await page.getByLabel(/^E-mail \(optional\)/).fill(email);
  // Giving an e-mail is no consent to the news: that is a tick of its own.
  await expect(consent).not.toBeChecked();
  await consent.check();
  await page.getByRole('radio', { name: 'Monthly', exact: true }).check();
  await page.getByLabel(/^Amount in euros/).fill('15');
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.clock.fastForward('00:05');
  await page.getByRole('button', { name: /^Send the application/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeFocused();

  const stored = await adminDb()
    .collection('circleApplications')
    .where('donorName', '==', donorName)
    .get();
  expect(stored.docs).toHaveLength(1);
  const [application] = stored.docs;
  sentId = application?.id ?? '';
  expect(application?.data()).toMatchObject({
    email,
    newsConsent: true,
    newsLanguage: 'en',
    newsToken: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
  });

  // The association's notice: the kind, the horse and the link, nothing of the visitor.
  const notifyTo = association.notificationEmail;
  await expect
    .poll(async () => (await mailsTo(notifyTo)).filter((mail) => mail.text.includes(sentId)))
    .toHaveLength(1);
  const notice = (await readInbox()).find((mail) => mail.text.includes(sentId));
  expect(notice?.subject).toBe('Nuova domanda di adesione a una cerchia');
  expect(notice?.text).toContain(`/admin/circle-applications/${sentId}`);
  expect(notice?.text).toContain('Benji');
  for (const private_ of [donorName, email, 'Neri', '765 4321'])
    expect(notice?.text).not.toContain(private_);

  // The visitor's receipt, in the form's language, promising what the page's thanks promise.
  const [receipt] = await mailsTo(email);
  expect(receipt?.subject).toBe(
    `We have received your supporter circle application – ${association.name}`,
  );
  expect(receipt?.text).toContain('within a week on the number you gave us');
  expect(receipt?.text).toContain(association.email);
  // With the horse and the reference the thanks gave (decision 76).
  const reference = application?.get('reference') as string;
  expect(reference.replace('-', '')).toBe(sentId.slice(0, 8).toUpperCase());
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(
    `Your reference is ${reference}.`,
  );
  expect(receipt?.text).toContain('supporter circle application for Benji.');
  expect(receipt?.text).toContain(
    `Your reference is ${reference}. Please quote it if you write to us or call us.`,
  );
  await expect
    .poll(async () => (await adminDb().doc(`mail/${sentId}.received`).get()).get('delivery.state'))
    .toBe('SUCCESS');
});
