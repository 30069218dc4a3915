import { association } from '#src/config/association.ts';
import { paths } from '#src/config/paths.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { adminDb } from '../support/emulators.ts';
import { mailsTo, readInbox } from '../support/inbox.ts';
import { expect, test } from './support/fixtures.ts';

// The volunteer form (issue 40, item 1), in English on a phone: a 16-17 year old applies with a
// parent's consent; the application is stored as sent, and the association's notice and the
// applicant's English confirmation reach the local inbox. What the test sends is removed.

Object.assign(process.env, emulatorEnv(readEmulatorConfig()));

let sentId = '';
test.afterEach(async () => {
  if (!sentId) return;
  const db = adminDb();
  await Promise.all([
    db.doc(`volunteerApplications/${sentId}`).delete(),
    db.doc(`mail/${sentId}.notice`).delete(),
    db.doc(`mail/${sentId}.received`).delete(),
  ]);
});

test('a 16-year-old applies in English on a phone; the association and the applicant are told', async ({
  page,
}) => {
  const stamp = Date.now();
  const familyName = `Volunteer${stamp}`;
  const email = `volontario-${stamp}@example.org`;
  await page.setViewportSize({ width: 390, height: 844 });
  // The form takes a submit within 3 s of opening for a bot's: the clock is moved on before sending.
  await page.clock.install();
  await page.goto(paths.support('en'));
  await page.getByRole('link', { name: 'Apply to volunteer' }).click();
  await expect(page).toHaveURL(paths.volunteering('en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a volunteer');

  await page.getByLabel(/^Given name/).fill('Sam');
  await page.getByLabel(/^Family name/).fill(familyName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Phone/).fill('+39 347 555 0101');
  await page.getByRole('radio', { name: '16 or 17' }).check();
  const guardian = page.getByRole('checkbox', { name: /parent or guardian agrees/ });
  await expect(guardian).not.toBeChecked();
  await guardian.check();
  await page.getByLabel(/^Name of the parent or guardian/).fill('Alex Guardian');
  await page.getByLabel(/^Province where you live/).selectOption('BO');
  await page.getByRole('checkbox', { name: 'Weekends, morning' }).check();
  await page.getByRole('checkbox', { name: 'Weekends, afternoon' }).check();
  await page.getByRole('checkbox', { name: 'Caring for the barn and the horses' }).check();
  await page.getByRole('radio', { name: 'None' }).check();
  await page.getByLabel(/^Notes/).fill('I can come by bus.');
  const news = page.getByRole('checkbox', { name: /association’s news/ });
  await expect(news).not.toBeChecked();
  await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
  await page.clock.fastForward('00:05');
  await page.getByRole('button', { name: /^Send the application/ }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
  await expect(thanks).toBeFocused();

  const stored = await adminDb()
    .collection('volunteerApplications')
    .where('familyName', '==', familyName)
    .get();
  expect(stored.docs).toHaveLength(1);
  const [application] = stored.docs;
  sentId = application?.id ?? '';
  expect(application?.data()).toMatchObject({
    givenName: 'Sam',
    email,
    ageBand: '16-17',
    guardianConsent: true,
    guardianName: 'Alex Guardian',
    province: 'BO',
    availability: ['Weekend mattina', 'Weekend pomeriggio'],
    activities: ['Scuderia'],
    experience: 'Nessuna',
    notes: 'I can come by bus.',
    privacyConsent: true,
    newsConsent: false,
    language: 'en',
    status: 'Da contattare',
    isNew: true,
  });
  const reference = application?.get('reference') as string;
  await expect(thanks).toContainText(`Your reference is ${reference}.`);

  // The association's notice: the kind, the province and the link, nothing of the applicant.
  await expect
    .poll(async () =>
      (await mailsTo(association.notificationEmail)).filter((mail) => mail.text.includes(sentId)),
    )
    .toHaveLength(1);
  const notice = (await readInbox()).find((mail) => mail.text.includes(sentId));
  expect(notice?.subject).toBe('Nuova candidatura di volontariato (BO)');
  expect(notice?.text).toContain(`/admin/volunteer-applications/${sentId}`);
  for (const private_ of [familyName, email, 'Alex Guardian', '555 0101', 'bus'])
    expect(notice?.text).not.toContain(private_);

  // The applicant's confirmation, in English, with the reference the thanks gave.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [receipt] = await mailsTo(email);
  expect(receipt?.subject).toBe(
    `We have received your volunteer application – ${association.name}`,
  );
  expect(receipt?.text).toContain(
    `Your reference is ${reference}. Please quote it if you write to us or call us.`,
  );
  expect(receipt?.text).toContain('within two weeks');
});
