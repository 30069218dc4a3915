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
  type DocumentData,
  type Firestore,
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

// The books (decision 93): staff only, logged; a closed year's movements are never created,
// changed or deleted; a closed year is never reopened.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const MOVEMENTS = 'booksMovements';
const YEARS = 'booksYears';
const id = 'Movement000000000001';
const storedId = 'Movement000000000002';

const expense = (overrides: DocumentData = {}): DocumentData => ({
  kind: 'uscita',
  date: '2026-03-10',
  amountCents: 12_050,
  account: 'banca',
  description: 'Fieno, 40 balle',
  line: 'U-A1',
  supplier: 'Azienda agricola Rossi',
  horseSlug: '',
  eventSlug: '',
  fivePerThousandYear: 0,
  fivePerThousandCategory: '',
  attachmentPath: '',
  recordedAt: serverTimestamp(),
  recordedBy: staffUid,
  ...overrides,
});
const income = (overrides: DocumentData = {}): DocumentData => ({
  kind: 'entrata',
  date: '2026-06-12',
  amountCents: 600_000,
  account: 'banca',
  description: '',
  line: 'E-A8',
  payer: 'Comune di Esempio',
  payerFiscalCode: '00123456789',
  reason: 'Contributo per il ricovero dei cavalli sequestrati',
  fivePerThousandYear: 0,
  recordedAt: serverTimestamp(),
  recordedBy: staffUid,
  ...overrides,
});
const transfer = (overrides: DocumentData = {}): DocumentData => ({
  kind: 'giroconto',
  date: '2026-04-01',
  amountCents: 20_000,
  account: 'paypal',
  toAccount: 'banca',
  description: 'PayPal verso il conto',
  recordedAt: serverTimestamp(),
  recordedBy: staffUid,
  ...overrides,
});
const openings = { cassa: 10_000, banca: 500_000, paypal: 0, stripe: 0 };
const openYear = { openingCents: openings, closed: false, closedAt: null, closedBy: '' };
const closedYear = {
  ...openYear,
  closed: true,
  closedAt: new Date('2026-02-01T10:00:00Z'),
  closedBy: staffUid,
};

const itemOf = (data: DocumentData) => ({
  kind: data.kind,
  date: data.date,
  amountCents: data.amountCents,
  account: data.account,
  line: data.line ?? '',
});

const write = (db: Firestore, movementId: string, data: DocumentData, entry: DocumentData = {}) =>
  commitLogged(
    db,
    [MOVEMENTS, movementId],
    (batch) => batch.set(doc(db, MOVEMENTS, movementId), data),
    {
      entry: logEntryFor(MOVEMENTS, movementId, {
        function: 'addBooksMovement',
        params: { slug: movementId, item: itemOf(data) },
        ...entry,
      }),
    },
  );
const remove = (db: Firestore, movementId: string) =>
  commitLogged(
    db,
    [MOVEMENTS, movementId],
    (batch) => batch.delete(doc(db, MOVEMENTS, movementId)),
    {
      entry: logEntryFor(MOVEMENTS, movementId, {
        function: 'deleteBooksMovement',
        params: { slug: movementId, item: null },
      }),
    },
  );
const writeYear = (db: Firestore, year: string, data: DocumentData) =>
  commitLogged(db, [YEARS, year], (batch) => batch.set(doc(db, YEARS, year), data), {
    entry: logEntryFor(YEARS, year, {
      function: data.closed ? 'closeBooksYear' : 'updateBooksYear',
      params: { slug: year, item: null },
    }),
  });

const stored = { ...expense(), recordedAt: new Date('2026-03-10T10:00:00Z') };

describe('booksMovements', () => {
  beforeEach(() => seed(env, { [`${MOVEMENTS}/${storedId}`]: stored }));

  it('refuses a visitor and a signed-in user without the staff claim any read or write', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, MOVEMENTS, storedId)));
      await assertFails(getDocs(collection(db, MOVEMENTS)));
      await assertFails(setDoc(doc(db, MOVEMENTS, id), expense()));
    }
    await assertFails(write(as.user, id, expense()));
  });

  it('lets staff read, and write an expense, an income and a transfer, each with its entry', async () => {
    await assertSucceeds(getDocs(collection(as.staff, MOVEMENTS)));
    await assertSucceeds(write(as.staff, id, expense()));
    await assertSucceeds(write(as.staff, 'Movement000000000003', income()));
    await assertSucceeds(write(as.staff, 'Movement000000000004', transfer()));
    await assertSucceeds(
      write(
        as.staff,
        'Movement000000000005',
        income({
          line: 'E-A5',
          payer: 'Ministero',
          payerFiscalCode: '',
          reason: '',
          fivePerThousandYear: 2024,
        }),
      ),
    );
    await assertSucceeds(
      write(
        as.staff,
        'Movement000000000006',
        expense({
          fivePerThousandYear: 2024,
          fivePerThousandCategory: 'beni-servizi',
          attachmentPath: 'books/Movement000000000006/fattura-12.pdf',
        }),
      ),
    );
  });

  it('refuses a movement without its log entry, or whose entry names more than the movement', async () => {
    await assertFails(setDoc(doc(as.staff, MOVEMENTS, id), expense()));
    await assertFails(
      write(as.staff, id, expense(), {
        params: { slug: id, item: { ...itemOf(expense()), supplier: 'Azienda agricola Rossi' } },
      }),
    );
    await assertFails(
      write(as.staff, id, expense(), { params: { slug: storedId, item: itemOf(expense()) } }),
    );
  });

  it('refuses a movement of another shape', async () => {
    const wrong: DocumentData[] = [
      expense({ amountCents: 0 }),
      expense({ amountCents: -100 }),
      expense({ amountCents: 10.5 }),
      expense({ date: '10/03/2026' }),
      expense({ account: 'conto' }),
      expense({ line: 'E-A4' }),
      expense({ line: 'U-A6' }),
      expense({ supplier: '' }),
      expense({ fivePerThousandYear: 2024 }),
      expense({ fivePerThousandCategory: 'risorse-umane' }),
      expense({ attachmentPath: 'books/Altro00000000000001/fattura.pdf' }),
      expense({ attachmentPath: 'books/Movement000000000001/fattura.exe' }),
      expense({ recordedBy: 'someone-else' }),
      expense({ recordedAt: new Date('2026-03-10T10:00:00Z') }),
      expense({ extra: true }),
      without(expense(), 'supplier'),
      income({ line: 'U-A1' }),
      income({ payerFiscalCode: '' }),
      income({ payerFiscalCode: 'RSSMRA85T10A562S' }),
      income({ payer: '' }),
      income({ reason: '' }),
      income({ line: 'E-A5', fivePerThousandYear: 0 }),
      income({ fivePerThousandYear: 2024 }),
      transfer({ toAccount: 'paypal' }),
      transfer({ toAccount: 'conto' }),
      transfer({ line: 'U-A1' }),
      { ...expense(), kind: 'donazione' },
    ];
    for (const data of wrong) await assertFails(write(as.staff, id, data));
  });

  it('lets staff change and delete a movement of an open year, logged', async () => {
    await assertSucceeds(
      write(as.staff, storedId, expense({ amountCents: 13_000 }), {
        function: 'updateBooksMovement',
      }),
    );
    await assertFails(deleteDoc(doc(as.staff, MOVEMENTS, storedId)));
    await assertSucceeds(remove(as.staff, storedId));
  });
});

describe('a closed year', () => {
  beforeEach(() =>
    seed(env, {
      [`${YEARS}/2025`]: closedYear,
      [`${YEARS}/2026`]: openYear,
      [`${MOVEMENTS}/${storedId}`]: { ...stored, date: '2025-11-30' },
    }),
  );

  it('refuses any movement dated in it: create, update, delete', async () => {
    await assertFails(write(as.staff, id, expense({ date: '2025-12-31' })));
    await assertFails(write(as.staff, storedId, expense({ date: '2025-11-30', amountCents: 1 })));
    await assertFails(remove(as.staff, storedId));
  });

  it('refuses moving a movement out of it, or into it', async () => {
    await assertFails(write(as.staff, storedId, expense({ date: '2026-01-02' })));
    await seed(env, { [`${MOVEMENTS}/${id}`]: stored });
    await assertFails(write(as.staff, id, expense({ date: '2025-12-31' })));
  });

  it('takes the correction in the next year', async () => {
    await assertSucceeds(
      write(as.staff, id, expense({ date: '2026-01-02', description: 'Rettifica del 2025' })),
    );
  });

  it('is never reopened, changed or deleted', async () => {
    await assertFails(writeYear(as.staff, '2025', openYear));
    await assertFails(writeYear(as.staff, '2025', { ...closedYear, closedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(as.staff, YEARS, '2025')));
  });
});

describe('booksYears', () => {
  it('refuses a visitor and a user without the staff claim', async () => {
    await seed(env, { [`${YEARS}/2026`]: openYear });
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, YEARS, '2026')));
      await assertFails(setDoc(doc(db, YEARS, '2027'), openYear));
    }
  });

  it("lets staff set a year's openings, change them, and close it, logged", async () => {
    await assertFails(setDoc(doc(as.staff, YEARS, '2026'), openYear));
    await assertSucceeds(writeYear(as.staff, '2026', openYear));
    await assertSucceeds(
      writeYear(as.staff, '2026', { ...openYear, openingCents: { ...openings, cassa: 9_000 } }),
    );
    await assertSucceeds(
      writeYear(as.staff, '2026', {
        openingCents: { ...openings, cassa: 9_000 },
        closed: true,
        closedAt: serverTimestamp(),
        closedBy: staffUid,
      }),
    );
  });

  it('refuses closing with other openings, or of another shape', async () => {
    await seed(env, { [`${YEARS}/2026`]: openYear });
    const closing = {
      openingCents: openings,
      closed: true,
      closedAt: serverTimestamp(),
      closedBy: staffUid,
    };
    await assertFails(
      writeYear(as.staff, '2026', { ...closing, openingCents: { ...openings, banca: 1 } }),
    );
    await assertFails(writeYear(as.staff, '2026', { ...closing, closedBy: 'someone-else' }));
    await assertFails(
      writeYear(as.staff, '2026', { ...closing, closedAt: new Date('2026-01-01') }),
    );
    await assertFails(writeYear(as.staff, '26', openYear));
    await assertFails(
      writeYear(as.staff, '2027', { ...openYear, openingCents: { ...openings, cassa: 1.5 } }),
    );
    await assertFails(
      writeYear(as.staff, '2027', { ...openYear, openingCents: { cassa: 0, banca: 0 } }),
    );
    await assertFails(writeYear(as.staff, '2027', { ...openYear, closedBy: staffUid }));
  });
});
