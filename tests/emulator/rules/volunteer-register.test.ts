import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  seed,
  staffUid,
  startRulesTestEnvironment,
  without,
  type Callers,
} from './support.ts';

// The register of volunteers (decision 86): append-only, numbered per section with no gap and no
// number used twice, staff only; the list rows and the insurer's notices only with their record.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const insurance = { insurerEmail: 'polizze@assicurazione.example', policyNumber: 'RC-1187' };
const person = {
  givenName: 'Mario',
  familyName: 'Rossi',
  fiscalCode: 'RSSMRA85T10A562S',
  birthDate: '1985-12-10',
  birthPlace: 'Roma',
  residence: 'Via Roma 1, 00100 Roma (RM)',
  email: 'mario@example.org',
  phone: '+39 333 000 0000',
};
const id = (number: number, section = 'non-occasionale') =>
  `${section}-${String(number).padStart(6, '0')}`;

const enrolment = (number: number, section = 'non-occasionale'): DocumentData => ({
  kind: 'iscrizione',
  section,
  number,
  person,
  startDate: '2026-03-01',
  applicationId: '',
  recordedAt: serverTimestamp(),
  recordedBy: staffUid,
});
const row = (number: number, section = 'non-occasionale'): DocumentData => ({
  section,
  number,
  givenName: person.givenName,
  familyName: person.familyName,
  nameKey: 'rossi mario',
  fiscalCode: person.fiscalCode,
  startDate: '2026-03-01',
  active: true,
  endDate: '',
  corrections: 0,
});
const notice = (kind: 'iscrizione' | 'cancellazione', number: number, date: string) => ({
  to: insurance.insurerEmail,
  template: {
    name: 'register-insurer-notice',
    data: {
      kind,
      [kind === 'iscrizione' ? 'enrolment' : 'removal']: true,
      occasional: false,
      number,
      givenName: person.givenName,
      familyName: person.familyName,
      fiscalCode: person.fiscalCode,
      date,
      policyNumber: insurance.policyNumber,
    },
  },
  date: serverTimestamp(),
});

interface RegisterWrite {
  record: DocumentData;
  recordId?: string;
  counter?: DocumentData | null;
  section?: string;
  row?: [string, DocumentData] | null;
  mail?: DocumentData | null;
  entry?: DocumentData;
}

/** A register commit as the api makes it; each part can be changed or left out. */
function registerCommit(db: Firestore, write: RegisterWrite) {
  const section = write.section ?? (write.record.section as string);
  const number = write.record.number as number;
  const recordId = write.recordId ?? id(number, section);
  const item: DocumentData = { kind: write.record.kind, section, number };
  if ('entry' in write.record) item.entry = write.record.entry;
  return commitLogged(
    db,
    ['volunteerRegister', recordId],
    (batch: WriteBatch) => {
      batch.set(doc(db, 'volunteerRegister', recordId), write.record);
      if (write.counter !== null) {
        batch.set(doc(db, 'volunteerRegisterCounters', section), write.counter ?? { last: number });
      }
      if (write.row !== null && write.row !== undefined) {
        batch.set(doc(db, 'volunteerRegisterIndex', write.row[0]), write.row[1]);
      }
      if (write.mail !== null && write.mail !== undefined) {
        batch.set(doc(db, 'mail', `${recordId}.insurer`), write.mail);
      }
    },
    {
      entry:
        write.entry ??
        logEntryFor('volunteerRegister', recordId, {
          function: 'enrolVolunteer',
          params: { slug: recordId, item },
        }),
    },
  );
}

const enrol = (db: Firestore, number: number, changes: Partial<RegisterWrite> = {}) =>
  registerCommit(db, {
    record: enrolment(number),
    row: [id(number), row(number)],
    mail: notice('iscrizione', number, '2026-03-01'),
    ...changes,
  });

/** Enrolment 1 of the non-occasional section, as the rules let it in. */
async function seedFirst(): Promise<void> {
  await seed(env, { 'settings/insurance': insurance });
  await assertSucceeds(enrol(as.staff, 1));
}

describe('volunteerRegister: enrolments', () => {
  beforeEach(() => seed(env, { 'settings/insurance': insurance }));

  it('lets staff enrol with the next number, the counter moved by one, row and notice', async () => {
    await assertSucceeds(enrol(as.staff, 1));
    await assertSucceeds(enrol(as.staff, 2));
    // Each section numbers on its own.
    await assertSucceeds(
      registerCommit(as.staff, {
        record: enrolment(1, 'occasionale'),
        row: [id(1, 'occasionale'), row(1, 'occasionale')],
        mail: {
          ...notice('iscrizione', 1, '2026-03-01'),
          template: {
            name: 'register-insurer-notice',
            data: { ...notice('iscrizione', 1, '2026-03-01').template.data, occasional: true },
          },
        },
      }),
    );
    const counter = await getDoc(doc(as.staff, 'volunteerRegisterCounters', 'non-occasionale'));
    expect(counter.data()).toEqual({ last: 2 });
  });

  it('refuses a number skipped or used twice', async () => {
    await assertFails(enrol(as.staff, 2));
    await assertSucceeds(enrol(as.staff, 1));
    await assertFails(enrol(as.staff, 1));
    await assertFails(enrol(as.staff, 3));
    // The counter moved by two, or the record under another number's id.
    await assertFails(enrol(as.staff, 2, { counter: { last: 3 } }));
    await assertFails(enrol(as.staff, 2, { recordId: id(3) }));
    await assertFails(enrol(as.staff, 2, { recordId: id(2, 'occasionale') }));
  });

  it('refuses a record without its counter, and a counter moved alone', async () => {
    await assertFails(enrol(as.staff, 1, { counter: null }));
    await assertFails(
      setDoc(doc(as.staff, 'volunteerRegisterCounters', 'non-occasionale'), { last: 1 }),
    );
    await assertFails(
      commitLogged(as.staff, ['volunteerRegister', id(1)], (batch) =>
        batch.set(doc(as.staff, 'volunteerRegisterCounters', 'non-occasionale'), { last: 1 }),
      ),
    );
    await assertFails(setDoc(doc(as.staff, 'volunteerRegisterCounters', 'altro'), { last: 1 }));
  });

  it('checks the exact keys and types of an enrolment', async () => {
    const bad: DocumentData[] = [
      without(enrolment(1), 'applicationId'),
      { ...enrolment(1), extra: 1 },
      { ...enrolment(1), kind: 'altro' },
      { ...enrolment(1), section: 'altro' },
      { ...enrolment(1), recordedBy: 'someone-else' },
      { ...enrolment(1), recordedAt: new Date('2026-01-01') },
      { ...enrolment(1), startDate: '1 marzo' },
      { ...enrolment(1), person: { ...person, fiscalCode: 'RSSMRA85T10A562' } },
      { ...enrolment(1), person: { ...person, fiscalCode: 'rssmra85t10a562s' } },
      { ...enrolment(1), person: without(person, 'residence') },
      { ...enrolment(1), person: { ...person, residence: '' } },
      { ...enrolment(1), person: { ...person, email: 'a@x.it, b@y.it' } },
      { ...enrolment(1), person: { ...person, nickname: 'Mario' } },
    ];
    for (const record of bad) await assertFails(enrol(as.staff, 1, { record }));
    await assertSucceeds(enrol(as.staff, 1));
  });

  it('refuses an unlogged write, and a log entry that names the person', async () => {
    await assertFails(setDoc(doc(as.staff, 'volunteerRegister', id(1)), enrolment(1)));
    await assertFails(
      enrol(as.staff, 1, {
        entry: logEntryFor('volunteerRegister', id(1), {
          function: 'enrolVolunteer',
          params: {
            slug: id(1),
            item: {
              kind: 'iscrizione',
              section: 'non-occasionale',
              number: 1,
              fiscalCode: person.fiscalCode,
            },
          },
        }),
      }),
    );
  });

  it('writes the list row only as the record says', async () => {
    await assertFails(enrol(as.staff, 1, { row: [id(1), { ...row(1), givenName: 'Maria' }] }));
    await assertFails(enrol(as.staff, 1, { row: [id(1), { ...row(1), active: false }] }));
    await assertFails(enrol(as.staff, 1, { row: [id(2), row(1)] }));
    await assertFails(enrol(as.staff, 1, { row: [id(1), { ...row(1), corrections: 1 }] }));
    await assertSucceeds(enrol(as.staff, 1));
    // Never alone, and never after.
    await assertFails(
      updateDoc(doc(as.staff, 'volunteerRegisterIndex', id(1)), { givenName: 'Maria' }),
    );
    await assertFails(deleteDoc(doc(as.staff, 'volunteerRegisterIndex', id(1))));
  });

  it("sends the insurer's notice only to the settings' address, saying the record", async () => {
    const data = notice('iscrizione', 1, '2026-03-01').template.data;
    const bad: DocumentData[] = [
      { ...notice('iscrizione', 1, '2026-03-01'), to: 'altro@example.org' },
      { ...notice('iscrizione', 1, '2026-03-01'), cc: 'altro@example.org' },
      { ...notice('iscrizione', 1, '2026-03-01'), template: { name: 'staff-message-it', data } },
      {
        ...notice('iscrizione', 1, '2026-03-01'),
        template: {
          name: 'register-insurer-notice',
          data: { ...data, fiscalCode: 'XXXXXX00A01A000S' },
        },
      },
      {
        ...notice('iscrizione', 1, '2026-03-01'),
        template: { name: 'register-insurer-notice', data: { ...data, policyNumber: 'altra' } },
      },
      {
        ...notice('iscrizione', 1, '2026-03-01'),
        template: { name: 'register-insurer-notice', data: { ...data, date: '2026-03-02' } },
      },
      {
        ...notice('iscrizione', 1, '2026-03-01'),
        template: { name: 'register-insurer-notice', data: { ...data, residence: 'Via Roma 1' } },
      },
    ];
    for (const mail of bad) await assertFails(enrol(as.staff, 1, { mail }));
    // Without a record of this commit, no notice.
    await assertSucceeds(enrol(as.staff, 1));
    await assertFails(
      commitLogged(as.staff, ['volunteerRegister', id(1)], (batch) =>
        batch.set(doc(as.staff, 'mail', `${id(1)}.insurer`), notice('iscrizione', 1, '2026-03-01')),
      ),
    );
  });
});

describe('volunteerRegister: removals and corrections', () => {
  beforeEach(seedFirst);

  const removal = (number: number, entry: number, endDate = '2026-06-30'): DocumentData => ({
    kind: 'cancellazione',
    section: 'non-occasionale',
    number,
    entry,
    endDate,
    reason: 'Trasferito',
    recordedAt: serverTimestamp(),
    recordedBy: staffUid,
  });
  const correction = (number: number, entry: number): DocumentData => ({
    kind: 'rettifica',
    section: 'non-occasionale',
    number,
    entry,
    person: { ...person, birthPlace: 'Ardea' },
    startDate: '2026-03-02',
    reason: 'Luogo di nascita sbagliato',
    recordedAt: serverTimestamp(),
    recordedBy: staffUid,
  });
  const remove = (number: number, entry: number, changes: Partial<RegisterWrite> = {}) =>
    registerCommit(as.staff, {
      record: removal(number, entry),
      row: [id(entry), { ...row(entry), active: false, endDate: '2026-06-30' }],
      mail: notice('cancellazione', entry, '2026-06-30'),
      ...changes,
    });
  const correct = (number: number, entry: number, changes: Partial<RegisterWrite> = {}) =>
    registerCommit(as.staff, {
      record: correction(number, entry),
      row: [id(entry), { ...row(entry), startDate: '2026-03-02', corrections: 1 }],
      ...changes,
    });

  it('lets staff remove an active enrolment once, with its notice', async () => {
    await assertFails(remove(2, 1, { row: null }));
    await assertFails(remove(2, 1, { mail: notice('cancellazione', 1, '2026-06-29') }));
    await assertSucceeds(remove(2, 1));
    // Not twice.
    await assertFails(
      remove(3, 1, { row: [id(1), { ...row(1), active: false, endDate: '2026-07-01' }] }),
    );
    await assertFails(remove(3, 1));
  });

  it('refuses a removal naming no enrolment, another section, or a removal', async () => {
    await assertFails(
      remove(2, 5, { row: [id(5), { ...row(5), active: false, endDate: '2026-06-30' }] }),
    );
    await assertFails(
      registerCommit(as.staff, {
        record: { ...removal(1, 1), section: 'occasionale' },
        row: [
          id(1, 'occasionale'),
          { ...row(1, 'occasionale'), active: false, endDate: '2026-06-30' },
        ],
        mail: notice('cancellazione', 1, '2026-06-30'),
      }),
    );
    await assertSucceeds(remove(2, 1));
    await assertFails(correct(3, 2, { row: [id(2), row(2)] }));
  });

  it('lets staff correct an enrolment: a new record, the row as corrected', async () => {
    await assertFails(correct(2, 1, { row: [id(1), { ...row(1), startDate: '2026-03-02' }] }));
    await assertFails(
      correct(2, 1, { row: [id(1), { ...row(1), startDate: '2026-03-05', corrections: 1 }] }),
    );
    await assertFails(correct(2, 1, { record: { ...correction(2, 1), reason: '' } }));
    // A correction sends no notice.
    await assertFails(correct(2, 1, { mail: notice('iscrizione', 1, '2026-03-02') }));
    await assertSucceeds(correct(2, 1));
    const stored = await getDoc(doc(as.staff, 'volunteerRegisterIndex', id(1)));
    expect(stored.get('corrections')).toBe(1);
  });

  it('refuses every update and delete of a record, to everyone', async () => {
    for (const db of [as.staff, as.user, as.anonymous]) {
      await assertFails(
        updateDoc(doc(db, 'volunteerRegister', id(1)), { startDate: '2026-01-01' }),
      );
      await assertFails(deleteDoc(doc(db, 'volunteerRegister', id(1))));
    }
    await assertFails(
      commitLogged(as.staff, ['volunteerRegister', id(1)], (batch) =>
        batch.update(doc(as.staff, 'volunteerRegister', id(1)), { startDate: '2026-01-01' }),
      ),
    );
    await assertFails(
      commitLogged(
        as.staff,
        ['volunteerRegister', id(1)],
        (batch) => batch.delete(doc(as.staff, 'volunteerRegister', id(1))),
        { entry: logEntryFor('volunteerRegister', id(1), { function: 'deleteVolunteer' }) },
      ),
    );
    await assertFails(deleteDoc(doc(as.staff, 'volunteerRegisterCounters', 'non-occasionale')));
  });

  it('lets staff read the register, its rows and counters, and nobody else', async () => {
    await assertSucceeds(getDocs(collection(as.staff, 'volunteerRegister')));
    await assertSucceeds(getDocs(collection(as.staff, 'volunteerRegisterIndex')));
    await assertSucceeds(getDoc(doc(as.staff, 'volunteerRegisterCounters', 'non-occasionale')));
    for (const db of [as.user, as.anonymous]) {
      await assertFails(getDoc(doc(db, 'volunteerRegister', id(1))));
      await assertFails(getDocs(collection(db, 'volunteerRegister')));
      await assertFails(getDocs(collection(db, 'volunteerRegisterIndex')));
      await assertFails(getDoc(doc(db, 'volunteerRegisterCounters', 'non-occasionale')));
      await assertFails(getDoc(doc(db, 'settings', 'insurance')));
      await assertFails(enrol(db, 2));
    }
  });
});
