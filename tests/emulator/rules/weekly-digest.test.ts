import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { isoWeekOf } from '#src/features/aftercare/model/week-due.ts';
import { addDays, todayInRome } from '#src/lib/format/dates.ts';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  namedStaffUid,
  seed,
  staffEmail,
  staffUid,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';

// docs/decisions/0094-after-the-adoption.md, "Da fare questa settimana": a staff member's own
// request, and the week's mails once per week, in the commit that creates the week's document.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const subscribe = (
  db: Firestore,
  uid: string,
  data: DocumentData,
  fn = 'subscribeToWeeklyDigest',
) =>
  commitLogged(
    db,
    ['weeklyDigestSubscribers', uid],
    (batch) => batch.set(doc(db, 'weeklyDigestSubscribers', uid), data),
    { entry: logEntryFor('weeklyDigestSubscribers', uid, { function: fn }) },
  );

describe('weeklyDigestSubscribers', () => {
  const mine = () => ({ email: staffEmail, since: serverTimestamp() });

  it('lets a staff member ask for the weekly mail at their own address, logged', async () => {
    await assertSucceeds(subscribe(as.staff, staffUid, mine()));
    await assertSucceeds(getDocs(collection(as.staff, 'weeklyDigestSubscribers')));
  });

  it('refuses another address, another staff member, extra fields, unlogged, non-staff', async () => {
    await assertFails(subscribe(as.staff, staffUid, { ...mine(), email: 'altro@example.org' }));
    await assertFails(subscribe(as.staff, namedStaffUid, mine()));
    await assertFails(subscribe(as.staff, staffUid, { ...mine(), name: 'Giulia' }));
    await assertFails(
      subscribe(as.staff, staffUid, { email: staffEmail, since: new Date('2026-01-01') }),
    );
    await assertFails(setDoc(doc(as.staff, 'weeklyDigestSubscribers', staffUid), mine()));
    await assertFails(
      subscribe(as.user, 'user-1', { email: 'volontario@example.org', since: serverTimestamp() }),
    );
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDocs(collection(db, 'weeklyDigestSubscribers')));
    }
  });

  it('lets a staff member stop it, their own only, logged', async () => {
    await seed(env, {
      [`weeklyDigestSubscribers/${staffUid}`]: { email: staffEmail, since: new Date() },
      [`weeklyDigestSubscribers/${namedStaffUid}`]: {
        email: 'giulia@example.org',
        since: new Date(),
      },
    });
    const stop = (uid: string) =>
      commitLogged(as.staff, ['weeklyDigestSubscribers', uid], (batch) =>
        batch.delete(doc(as.staff, 'weeklyDigestSubscribers', uid)),
      );
    await assertFails(stop(namedStaffUid));
    await assertSucceeds(stop(staffUid));
  });
});

describe('weeklyDigests and their mails', () => {
  const week = isoWeekOf(todayInRome());
  if (!week) throw new Error('No ISO week for today');
  const otherStaff = 'staff-3';

  beforeEach(() =>
    seed(env, {
      [`weeklyDigestSubscribers/${staffUid}`]: { email: staffEmail, since: new Date() },
      [`weeklyDigestSubscribers/${otherStaff}`]: { email: 'marco@example.org', since: new Date() },
    }),
  );

  const templateData = (weekId = week.id) => ({
    week: weekId,
    monday: '7 dicembre 2026',
    sunday: '13 dicembre 2026',
    sections: [
      {
        heading: 'Cure',
        lines: [
          {
            title: 'Luna',
            detail: 'Vaccinazione: mai registrata',
            late: true,
            to: '/admin/horses/luna',
          },
        ],
        failed: '',
      },
    ],
    total: 1,
  });
  const mail = (to: string, data: DocumentData = templateData()) => ({
    to,
    template: { name: 'weekly-digest', data },
    date: serverTimestamp(),
  });
  const digest = (overrides: DocumentData = {}) => ({
    monday: week.monday,
    sentAt: serverTimestamp(),
    sentBy: staffUid,
    mails: 2,
    ...overrides,
  });

  const send = (
    db: Firestore,
    write: (batch: WriteBatch, db: Firestore) => void,
    weekId = week.id,
    entry: DocumentData = {},
  ) =>
    commitLogged(db, ['weeklyDigests', weekId], (batch) => write(batch, db), {
      entry: logEntryFor('weeklyDigests', weekId, {
        function: 'sendWeeklyDigest',
        params: { slug: weekId, item: { monday: week.monday, mails: 2 } },
        ...entry,
      }),
    });

  const theWeeksMails = (batch: WriteBatch, db: Firestore, data: DocumentData = digest()) => {
    batch.set(doc(db, 'weeklyDigests', week.id), data);
    batch.set(doc(db, 'mail', `${week.id}.weekly-${staffUid}`), mail(staffEmail));
    batch.set(doc(db, 'mail', `${week.id}.weekly-${otherStaff}`), mail('marco@example.org'));
  };

  it('sends the week’s mails to the subscribers, once', async () => {
    await assertSucceeds(send(as.staff, theWeeksMails));
    await assertSucceeds(getDoc(doc(as.staff, 'weeklyDigests', week.id)));
    // A second send the same week, by anyone, is refused.
    await assertFails(send(as.staff, theWeeksMails));
    await assertFails(
      send(as.staff, (batch, db) =>
        batch.set(doc(db, 'mail', `${week.id}.weekly-${staffUid}`), mail(staffEmail)),
      ),
    );
  });

  it('refuses a non-staff sender and a reader without staff', async () => {
    await assertFails(send(as.user, theWeeksMails));
    await seed(env, { [`weeklyDigests/${week.id}`]: { monday: week.monday, mails: 0 } });
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, 'weeklyDigests', week.id)));
    }
  });

  it('sends only to subscribers, at their stored address', async () => {
    await assertFails(
      send(as.staff, (batch, db) => {
        batch.set(doc(db, 'weeklyDigests', week.id), digest());
        batch.set(doc(db, 'mail', `${week.id}.weekly-nessuno`), mail('nessuno@example.org'));
      }),
    );
    await assertFails(
      send(as.staff, (batch, db) => {
        batch.set(doc(db, 'weeklyDigests', week.id), digest());
        batch.set(doc(db, 'mail', `${week.id}.weekly-${staffUid}`), mail('marco@example.org'));
      }),
    );
  });

  it('refuses a mail without the week’s document, another template, or other data', async () => {
    await assertFails(
      send(as.staff, (batch, db) =>
        batch.set(doc(db, 'mail', `${week.id}.weekly-${staffUid}`), mail(staffEmail)),
      ),
    );
    for (const wrong of [
      { ...mail(staffEmail), template: { name: 'staff-message-it', data: templateData() } },
      mail(staffEmail, { ...templateData(), attachments: ['x'] }),
      mail(staffEmail, templateData('2020-W01')),
      { ...mail(staffEmail), cc: 'altro@example.org' },
    ]) {
      await assertFails(
        send(as.staff, (batch, db) => {
          batch.set(doc(db, 'weeklyDigests', week.id), digest());
          batch.set(doc(db, 'mail', `${week.id}.weekly-${staffUid}`), wrong);
        }),
      );
    }
  });

  it('refuses another week, a wrong Monday, a sender in another’s name, unlogged', async () => {
    const lastMonday = addDays(week.monday, -7);
    const lastWeek = isoWeekOf(lastMonday);
    if (!lastWeek) throw new Error('No last week');
    await assertFails(
      send(
        as.staff,
        (batch, db) =>
          batch.set(doc(db, 'weeklyDigests', lastWeek.id), digest({ monday: lastMonday })),
        lastWeek.id,
      ),
    );
    await assertFails(
      send(as.staff, (batch, db) =>
        batch.set(doc(db, 'weeklyDigests', week.id), digest({ monday: addDays(week.monday, 1) })),
      ),
    );
    await assertFails(
      send(as.staff, (batch, db) =>
        batch.set(doc(db, 'weeklyDigests', week.id), digest({ sentBy: otherStaff })),
      ),
    );
    await assertFails(
      send(as.staff, (batch, db) =>
        batch.set(doc(db, 'weeklyDigests', week.id), digest({ mails: 11 })),
      ),
    );
    await assertFails(setDoc(doc(as.staff, 'weeklyDigests', week.id), digest()));
    // The week's document alone (nobody asked for the mail) is fine.
    await assertSucceeds(
      send(as.staff, (batch, db) =>
        batch.set(doc(db, 'weeklyDigests', week.id), digest({ mails: 0 })),
      ),
    );
  });
});
