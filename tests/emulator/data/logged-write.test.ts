import type { Mock } from 'vitest';
import { doc, setLogLevel, Timestamp } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { horseSchema, type Horse } from '#src/features/horses/model/horse';
import { toPublicHorse } from '#src/features/horses/model/public-horse';
import {
  commitLogged,
  TRANSACTION_ATTEMPTS,
  transactLogged,
  type LogActor,
  type LogRecord,
} from '#src/lib/data/audit-log';
import { eventTargets, horseTargets, setPublisher } from '#src/lib/data/publication';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// The two ways to write with a log entry (src/lib/data/audit-log.ts): the same entry, head,
// publication, error mapping; the transaction also reads again when a stale read is refused.

const festaDay = Date.UTC(2027, 4, 1);
const festa = { slug: 'festa', name: 'Festa', showWeb: true };
const ada: Horse = z.parse(horseSchema, { slug: 'ada', name: 'Ada', showWeb: true });
const seededTotals = { coveredAmount: 20, activeSupporters: 1 };

let staffUser: TestUser;
let volunteerUser: TestUser;
let announced: Mock<() => void>;
let stopPublisher: () => void;

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: volunteerUser } = await createStaffAndPlainUsers('logged'));
});

beforeEach(async () => {
  announced = vi.fn<() => void>();
  stopPublisher = setPublisher(announced);
  await clearFirestore();
  const batch = adminDb().batch();
  batch.set(adminDb().doc('events/festa'), { ...festa, date: new Date(festaDay) });
  batch.set(adminDb().doc('horses/ada'), ada);
  batch.set(adminDb().doc('publicHorses/ada'), toPublicHorse(ada, seededTotals));
  await batch.commit();
});

afterEach(async () => {
  stopPublisher();
  await signOutApp();
});
afterAll(deleteAdminApps);

const renamed = { ...festa, name: 'Festa di primavera', date: Timestamp.fromMillis(festaDay) };

const eventRecord: LogRecord = {
  operation: 'updateEvent',
  collection: 'events',
  params: { slug: 'festa', item: renamed },
  publishes: eventTargets('festa'),
};

/** The same save through each entry point. */
const saves: [string, (actor: LogActor) => Promise<Result<unknown>>][] = [
  [
    'commitLogged (a batch)',
    (actor) =>
      commitLogged(actor, eventRecord, (batch) => batch.set(doc(db, 'events', 'festa'), renamed)),
  ],
  [
    'transactLogged (a transaction)',
    (actor) =>
      transactLogged(actor, 'updateEvent festa', async (transaction) => {
        const stored = await transaction.get(doc(db, 'events', 'festa'));
        return {
          record: eventRecord,
          write: (writer) => writer.set(stored.ref, renamed),
          value: undefined,
        };
      }),
  ],
];

async function entries() {
  return (await adminDb().collection('logs').get()).docs;
}

describe.each(saves)('%s', (_name, save) => {
  it('writes the entry, the head, the publication and the data in one commit', async () => {
    const staff = await signInAs(staffUser);
    expect(await save(staff)).toEqual(ok(undefined));
    const [entry, ...others] = await entries();
    expect(others).toEqual([]);
    expect(entry?.data()).toMatchObject({
      user: { uid: staff.uid, email: 'logged-staff@example.org', displayName: staff.displayName },
      function: 'updateEvent',
      collection: 'events',
      params: { slug: 'festa', item: { name: 'Festa di primavera' } },
    });
    const head = await adminDb().doc(`logHeads/${staff.uid}`).get();
    expect(head.data()).toEqual({ log: entry?.id });
    const state = await adminDb().doc('sitePublication/state').get();
    expect(state.data()).toEqual({ revision: 1, pending: ['events', 'event:festa'] });
    const event = await adminDb().doc('events/festa').get();
    expect(event.get('name')).toBe('Festa di primavera');
    // One commit: every document it wrote carries its commit time.
    expect([head, state, event].map((written) => written.updateTime?.valueOf())).toEqual(
      Array(3).fill(entry?.updateTime.valueOf()),
    );
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('answers a refusal with the Italian message and writes nothing', async () => {
    const volunteer = await signInAs(volunteerUser);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await save(volunteer)).toEqual(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    expect(await entries()).toEqual([]);
    expect((await adminDb().doc(`logHeads/${volunteer.uid}`).get()).exists).toBe(false);
    expect((await adminDb().doc('sitePublication/state').get()).exists).toBe(false);
    expect((await adminDb().doc('events/festa').get()).get('name')).toBe('Festa');
    expect(announced).not.toHaveBeenCalled();
  });
});

describe('transactLogged', () => {
  it('reads again when the rules refuse a write computed from a stale read', async () => {
    const staff = await signInAs(staffUser);
    let attempts = 0;
    const saved = await transactLogged(staff, 'updateHorse ada', async (transaction) => {
      attempts += 1;
      const projection = await transaction.get(doc(db, 'publicHorses', 'ada'));
      const totals = {
        coveredAmount: projection.get('coveredAmount') as number,
        activeSupporters: projection.get('activeSupporters') as number,
      };
      // A member change lands between this read and the commit (the rules keep the totals).
      if (attempts === 1) {
        await adminDb().doc('publicHorses/ada').update({ coveredAmount: 45, activeSupporters: 2 });
      }
      const item = { ...ada, claim_it: 'Sempre curiosa' };
      return {
        record: {
          operation: 'updateHorse',
          collection: 'horses',
          params: { slug: 'ada', item },
          publishes: horseTargets('ada'),
        },
        write: (writer) => {
          writer.set(doc(db, 'horses', 'ada'), item);
          writer.set(projection.ref, toPublicHorse(item, totals));
        },
        value: totals,
      };
    });
    expect(saved).toEqual(ok({ coveredAmount: 45, activeSupporters: 2 }));
    expect(attempts).toBe(2);
    const projection = (await adminDb().doc('publicHorses/ada').get()).data();
    expect(projection).toMatchObject({ claim_it: 'Sempre curiosa', coveredAmount: 45 });
    expect((await entries()).map((entry) => entry.get('function'))).toEqual(['updateHorse']);
  });

  it(`stops after ${TRANSACTION_ATTEMPTS} attempts when the rules keep refusing`, async () => {
    const volunteer = await signInAs(volunteerUser);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const refused = await transactLogged(volunteer, 'updateEvent festa', async (transaction) => {
      attempts += 1;
      const stored = await transaction.get(doc(db, 'events', 'festa'));
      return {
        record: eventRecord,
        write: (writer) => writer.set(stored.ref, renamed),
        value: undefined,
      };
    });
    expect(refused.error?.code).toBe('permission-denied');
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  it('returns what the body answers without writing: a refusal, or nothing to change', async () => {
    const staff = await signInAs(staffUser);
    const taken = fail('already-exists', 'Esiste già un evento con lo slug "festa".');
    expect(await transactLogged(staff, 'addEvent festa', () => Promise.resolve(taken))).toEqual(
      taken,
    );
    expect(await transactLogged(staff, 'noop', () => Promise.resolve(ok(7)))).toEqual(ok(7));
    expect(await entries()).toEqual([]);
    expect((await adminDb().doc(`logHeads/${staff.uid}`).get()).exists).toBe(false);
    expect(announced).not.toHaveBeenCalled();
  });

  it('maps a failed read in the body, not only a refused commit', async () => {
    const staff = await signInAs(staffUser);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await transactLogged(staff, 'reading', async (transaction) => {
      await transaction.get(doc(db, 'noSuchCollection', 'x'));
      return ok(undefined);
    });
    expect(failed).toEqual(fail('permission-denied', 'Non hai i permessi per questa operazione.'));
  });
});
