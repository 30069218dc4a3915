import { setLogLevel } from 'firebase/firestore/lite';
import {
  readWeeklyDigest,
  readWeeklyDigestSubscription,
  sendWeeklyDigest,
  subscribeToWeeklyDigest,
  unsubscribeFromWeeklyDigest,
} from '#src/features/aftercare/api/weekly-digest-api';
import { isoWeekOf, type DueSection } from '#src/features/aftercare/model/week-due';
import { fail } from '#src/lib/data/result';
import { todayInRome } from '#src/lib/format/dates';
import { loadMailTemplates } from '#tools/mail/templates';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';
import { mailsTo, readInbox } from '../../support/inbox';

// docs/decisions/0094-after-the-adoption.md, "Da fare questa settimana": the week's mails reach
// the local inbox of those who asked for them, once per week.

// Unique per run: the local inbox outlives a test.
const run = Date.now();
const chiaraEmail = `chiara-${run}@equinozio.example`;
const marcoEmail = `marco-${run}@equinozio.example`;
const paolaEmail = `paola-${run}@equinozio.example`;

let chiara: TestUser;
let marco: TestUser;
let paola: TestUser;

const week = isoWeekOf(todayInRome());
if (!week) throw new Error('No ISO week for today');

const sections: DueSection[] = [
  {
    heading: 'Cure',
    items: [
      {
        key: 'cura/luna/Vaccinazione',
        title: 'Luna',
        detail: 'Vaccinazione: mai registrata',
        day: week.monday,
        late: true,
        to: '/admin/horses/luna',
      },
    ],
    failed: null,
  },
  { heading: 'Scadenze BDN', items: [], failed: null },
  { heading: 'Turni scoperti', items: [], failed: 'Non raggiungibile.' },
];

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  chiara = await createUser(chiaraEmail, { staff: true });
  marco = await createUser(marcoEmail, { staff: true });
  paola = await createUser(paolaEmail, { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  await loadMailTemplates(adminDb(), 'https://www.equinozio.it');
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

describe('the weekly mail', () => {
  it('goes once a week to each staff member who asked for it, with links to the back office', async () => {
    expect(await subscribeToWeeklyDigest(await signInAs(marco))).toEqual({
      success: true,
      data: undefined,
    });
    await signOutApp();
    const asChiara = await signInAs(chiara);
    expect(await subscribeToWeeklyDigest(asChiara)).toMatchObject({ success: true });
    expect(await readWeeklyDigestSubscription(chiara.uid)).toEqual({ success: true, data: true });
    expect(await readWeeklyDigest(week.id)).toEqual({ success: true, data: null });

    const first = await sendWeeklyDigest(asChiara, week, sections);
    expect(first).toMatchObject({
      success: true,
      data: { sent: true, digest: { week: week.id, sentBy: chiara.uid, mails: 2 } },
    });

    for (const to of [chiaraEmail, marcoEmail]) {
      const [mail] = await mailsTo(to);
      expect(mail?.subject).toBe(`Da fare questa settimana (${week.id}): 1 da fare`);
      expect(mail?.text).toContain('IN RITARDO · Luna: Vaccinazione: mai registrata');
      expect(mail?.text).toContain('https://www.equinozio.it/admin/horses/luna');
      expect(mail?.html).toContain('href="https://www.equinozio.it/admin/horses/luna"');
      // A section that could not be read says so; one with nothing due is left out.
      expect(mail?.text).toContain('Turni scoperti');
      expect(mail?.text).toContain('Non è stato possibile leggere questa parte.');
      expect(mail?.text).not.toContain('Scadenze BDN');
    }
    // Not to a staff member who did not ask.
    expect((await readInbox()).filter((mail) => mail.to.includes(paolaEmail))).toEqual([]);

    const log = await adminDb()
      .collection('logs')
      .where('function', '==', 'sendWeeklyDigest')
      .get();
    expect(log.docs[0]?.get('params')).toEqual({
      slug: week.id,
      item: { monday: week.monday, mails: 2 },
    });

    // A second send the same week writes nothing and says when the week's went.
    await signOutApp();
    const again = await sendWeeklyDigest(await signInAs(paola), week, sections);
    expect(again).toMatchObject({ success: true, data: { sent: false, digest: { mails: 2 } } });
    expect((await adminDb().collection('mail').get()).size).toBe(2);
  });

  it('stops for whoever asks, and a staff member without subscription still marks the week', async () => {
    const asMarco = await signInAs(marco);
    await subscribeToWeeklyDigest(asMarco);
    expect(await unsubscribeFromWeeklyDigest(asMarco)).toMatchObject({ success: true });
    expect(await readWeeklyDigestSubscription(marco.uid)).toEqual({ success: true, data: false });
    expect(await sendWeeklyDigest(asMarco, week, sections)).toMatchObject({
      success: true,
      data: { sent: true, digest: { mails: 0 } },
    });
    expect((await adminDb().collection('mail').get()).size).toBe(0);
  });

  it('refuses without staff and says so', async () => {
    const notStaff = await createUser(`nessuno-${run}@example.org`, { staff: false });
    const result = await sendWeeklyDigest(await signInAs(notStaff), week, sections);
    expect(result).toEqual(fail('permission-denied', expect.any(String) as string));
  });
});
