import { createHash } from 'node:crypto';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  getDocs,
  collection,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  firestoreOf,
  logEntryFor,
  seed,
  staffUid,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';

// docs/decisions/0089-barn-rota.md: staff plan the rota under logged writes; a volunteer takes,
// leaves and marks only their own place, within the count and before the cut-off.

let env: RulesTestEnvironment;
let as: Callers;
let marta: Firestore;
let luca: Firestore;
let unverified: Firestore;

const keyOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');
const martaKey = keyOf('marta@example.org');
const lucaKey = keyOf('luca@example.org');

const access = (email: string, name: string): DocumentData => ({
  email,
  name,
  registerNumber: null,
  active: true,
  grantedAt: Timestamp.fromDate(new Date('2026-11-02T09:00:00Z')),
  grantedBy: staffUid,
  revokedAt: null,
  invitedAt: null,
});

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
  marta = firestoreOf(
    env.authenticatedContext('marta-uid', { email: 'marta@example.org', email_verified: true }),
  );
  luca = firestoreOf(
    env.authenticatedContext('luca-uid', { email: 'luca@example.org', email_verified: true }),
  );
  unverified = firestoreOf(
    env.authenticatedContext('x-uid', { email: 'marta@example.org', email_verified: false }),
  );
});
afterAll(() => env.cleanup());

const HOUR = 3_600_000;

/** A shift `hours` from now (negative: begun), its id made of its day and time as the rules want. */
function shift(hours: number, people: Record<string, unknown> = {}, needed = 2) {
  const startsAt = new Date(Date.now() + hours * HOUR);
  startsAt.setUTCSeconds(0, 0);
  const date = startsAt.toISOString().slice(0, 10);
  const start = startsAt.toISOString().slice(11, 16);
  const id = `${date}-${start.replace(':', '')}-sera`;
  return {
    id,
    data: {
      date,
      start,
      startsAt: Timestamp.fromDate(startsAt),
      endsAt: Timestamp.fromDate(new Date(startsAt.getTime() + 60 * 60_000)),
      minutes: 60,
      label: 'Pasto della sera',
      place: 'Scuderia',
      needed,
      templateId: 'sera',
      eventSlug: null,
      people,
    },
  };
}

const open = shift(10 * 24);
const soon = shift(2);
const begun = shift(-1, { [martaKey]: { name: 'Marta', present: null } });
const fullish = shift(10 * 24 + 1, { [lucaKey]: { name: 'Luca', present: null } }, 1);

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, {
    [`volunteerAccess/${martaKey}`]: access('marta@example.org', 'Marta Rossi'),
    [`volunteerAccess/${lucaKey}`]: access('luca@example.org', 'Luca'),
    [`rotaShifts/${open.id}`]: open.data,
    [`rotaShifts/${soon.id}`]: soon.data,
    [`rotaShifts/${begun.id}`]: begun.data,
    [`rotaShifts/${fullish.id}`]: fullish.data,
    'rotaTemplates/AbCdEfGhIjKlMnOpQr12': {
      label: 'Pasto della sera',
      place: 'Scuderia',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      start: '17:00',
      minutes: 60,
      needed: 2,
      active: true,
    },
  });
});

const ref = (db: Firestore, id: string) => doc(db, 'rotaShifts', id);
const me = { name: 'Marta', present: null };

describe('rotaShifts: who reads', () => {
  it('staff and volunteers read the plan; a signed-in stranger or an unverified address not', async () => {
    await assertSucceeds(getDocs(collection(as.staff, 'rotaShifts')));
    await assertSucceeds(getDocs(collection(marta, 'rotaShifts')));
    await assertFails(getDocs(collection(as.user, 'rotaShifts')));
    await assertFails(getDoc(ref(unverified, open.id)));
    await assertFails(getDoc(ref(as.anonymous, open.id)));
  });

  it('the templates and their writes are staff only', async () => {
    await assertSucceeds(getDocs(collection(as.staff, 'rotaTemplates')));
    await assertFails(getDocs(collection(marta, 'rotaTemplates')));
  });
});

describe('rotaShifts: a volunteer takes and leaves their own place', () => {
  it('takes an open place with the first name of their access', async () => {
    await assertSucceeds(updateDoc(ref(marta, open.id), `people.${martaKey}`, me));
  });

  it('not under another name, nor already marked present', async () => {
    await assertFails(
      updateDoc(ref(marta, open.id), `people.${martaKey}`, { name: 'Marta Rossi', present: null }),
    );
    await assertFails(
      updateDoc(ref(marta, open.id), `people.${martaKey}`, { name: 'Marta', present: true }),
    );
  });

  it('never for another volunteer', async () => {
    await assertFails(
      updateDoc(ref(marta, open.id), `people.${lucaKey}`, { name: 'Luca', present: null }),
    );
  });

  it('never beyond the needed count', async () => {
    await assertFails(updateDoc(ref(marta, fullish.id), `people.${martaKey}`, me));
  });

  it('never after the cut-off (12 hours by default, or the settings’)', async () => {
    await assertFails(updateDoc(ref(marta, soon.id), `people.${martaKey}`, me));
    await seed(env, { 'rotaSettings/current': { cutoffHours: 1, hourlyValueCents: 1500 } });
    await assertSucceeds(updateDoc(ref(marta, soon.id), `people.${martaKey}`, me));
  });

  it('changes nothing else of the shift', async () => {
    await assertFails(updateDoc(ref(marta, open.id), { [`people.${martaKey}`]: me, needed: 3 }));
  });

  it('leaves their own place before the cut-off, never another’s', async () => {
    await assertFails(updateDoc(ref(marta, fullish.id), `people.${lucaKey}`, deleteField()));
    await assertSucceeds(updateDoc(ref(luca, fullish.id), `people.${lucaKey}`, deleteField()));
    await assertFails(updateDoc(ref(marta, begun.id), `people.${martaKey}`, deleteField()));
  });

  it('a stranger or an unverified address takes nothing', async () => {
    await assertFails(updateDoc(ref(as.user, open.id), `people.${martaKey}`, me));
    await assertFails(updateDoc(ref(unverified, open.id), `people.${martaKey}`, me));
  });

  it('a revoked volunteer takes nothing', async () => {
    await seed(env, {
      [`volunteerAccess/${martaKey}`]: {
        ...access('marta@example.org', 'Marta Rossi'),
        active: false,
      },
    });
    await assertFails(updateDoc(ref(marta, open.id), `people.${martaKey}`, me));
  });
});

describe('rotaShifts: attendance', () => {
  it('a volunteer marks only their own, once the shift has begun', async () => {
    await assertSucceeds(updateDoc(ref(marta, begun.id), `people.${martaKey}.present`, true));
    await assertSucceeds(updateDoc(ref(marta, begun.id), `people.${martaKey}.present`, false));
    await assertFails(updateDoc(ref(marta, begun.id), `people.${martaKey}.name`, 'Martina'));
  });

  it('never another’s, nor before the start', async () => {
    await seed(env, {
      [`rotaShifts/${begun.id}`]: {
        ...begun.data,
        people: { [martaKey]: me, [lucaKey]: { name: 'Luca', present: null } },
      },
      [`rotaShifts/${fullish.id}`]: { ...fullish.data, people: { [martaKey]: me } },
    });
    await assertFails(updateDoc(ref(marta, begun.id), `people.${lucaKey}.present`, true));
    await assertFails(updateDoc(ref(marta, fullish.id), `people.${martaKey}.present`, true));
  });
});

describe('rotaShifts: staff writes are logged', () => {
  const entry = (slug: string, over: DocumentData = {}) =>
    logEntryFor('rotaShifts', slug, { function: 'assignRotaShift', ...over });

  it('staff assign and unassign under an entry, never without one', async () => {
    const assigned = { ...open.data, people: { [lucaKey]: { name: 'Luca', present: null } } };
    await assertFails(updateDoc(ref(as.staff, open.id), 'people', assigned.people));
    await assertSucceeds(
      commitLogged(
        as.staff,
        ['rotaShifts', open.id],
        (batch) => batch.set(ref(as.staff, open.id), assigned),
        { entry: entry(open.id) },
      ),
    );
  });

  it('staff never put more people on a shift than it needs', async () => {
    const crowded = {
      ...fullish.data,
      people: { [lucaKey]: { name: 'Luca', present: null }, [martaKey]: me },
    };
    await assertFails(
      commitLogged(
        as.staff,
        ['rotaShifts', fullish.id],
        (batch) => batch.set(ref(as.staff, fullish.id), crowded),
        { entry: entry(fullish.id) },
      ),
    );
  });

  it('a week is one entry naming the shifts it creates', async () => {
    const first = shift(20 * 24);
    const second = shift(21 * 24);
    const week = logEntryFor('rotaShifts', 'week-2027-01-04', {
      function: 'generateRotaWeek',
      params: { slug: 'week-2027-01-04', item: { shifts: [first.id, second.id] } },
    });
    await assertSucceeds(
      commitLogged(
        as.staff,
        ['rotaShifts', first.id],
        (batch) => {
          batch.set(ref(as.staff, first.id), first.data);
          batch.set(ref(as.staff, second.id), second.data);
        },
        { entry: week },
      ),
    );
    // A shift the entry does not name is refused.
    const third = shift(22 * 24);
    const other = shift(23 * 24);
    await assertFails(
      commitLogged(
        as.staff,
        ['rotaShifts', other.id],
        (batch) => {
          batch.set(ref(as.staff, other.id), other.data);
          batch.set(ref(as.staff, third.id), third.data);
        },
        {
          entry: logEntryFor('rotaShifts', 'week-2027-01-11', {
            function: 'generateRotaWeek',
            params: { slug: 'week-2027-01-11', item: { shifts: [other.id] } },
          }),
        },
      ),
    );
  });

  it('a shift whose id is not its day and time, or whose end is not its start plus its minutes, is refused', async () => {
    const wrong = shift(30 * 24);
    const create = (id: string, data: DocumentData) =>
      commitLogged(as.staff, ['rotaShifts', id], (batch) => batch.set(ref(as.staff, id), data), {
        entry: logEntryFor('rotaShifts', id, { function: 'addRotaShift' }),
      });
    await assertFails(create(`2020-01-01-0700-sera`, wrong.data));
    await assertFails(
      create(wrong.id, {
        ...wrong.data,
        endsAt: Timestamp.fromMillis(wrong.data.startsAt.toMillis() + 2 * HOUR),
      }),
    );
    await assertSucceeds(create(wrong.id, wrong.data));
  });

  it('a volunteer writes no template, no settings and creates no shift', async () => {
    await assertFails(
      updateDoc(doc(marta, 'rotaTemplates', 'AbCdEfGhIjKlMnOpQr12'), { needed: 3 }),
    );
    await assertFails(
      commitLogged(
        marta,
        ['rotaSettings', 'current'],
        (batch) =>
          batch.set(doc(marta, 'rotaSettings', 'current'), {
            cutoffHours: 0,
            hourlyValueCents: 0,
          }),
        {
          entry: logEntryFor('rotaSettings', 'current', {
            user: { uid: 'marta-uid', email: 'marta@example.org', displayName: null },
            function: 'updateRotaSettings',
          }),
        },
      ),
    );
  });

  it('staff save the settings under an entry, within bounds', async () => {
    const save = (data: DocumentData) =>
      commitLogged(
        as.staff,
        ['rotaSettings', 'current'],
        (batch) => batch.set(doc(as.staff, 'rotaSettings', 'current'), data),
        { entry: logEntryFor('rotaSettings', 'current', { function: 'updateRotaSettings' }) },
      );
    await assertSucceeds(save({ cutoffHours: 24, hourlyValueCents: 1500 }));
    await assertFails(save({ cutoffHours: 24, hourlyValueCents: -1 }));
    await assertFails(save({ cutoffHours: 24.5, hourlyValueCents: 1500 }));
  });
});
