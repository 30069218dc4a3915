import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
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

// Supporters and the donations' ledger (issue 42, decision 90): staff only, every write logged
// without the person; a line created, never deleted, never changed but for its receipt; the
// amount's sign by kind; refunds and corrections name a gift; an imported line's key once.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const supporterId = 'Sup0000000000000000A';
const giftId = 'Don0000000000000000A';
const lineId = 'Don0000000000000000B';

const supporter = (): DocumentData => ({
  kind: 'persona',
  givenName: 'Mario',
  familyName: 'Rossi',
  fiscalCode: 'RSSMRA85T10A562S',
  address: {
    street: 'Via Roma 1',
    postalCode: '00100',
    city: 'Roma',
    province: 'RM',
    country: 'Italia',
  },
  email: 'mario@example.org',
  phone: '',
  newsConsent: false,
  circleApplicationIds: ['circle-1'],
  nameKey: 'rossi mario',
  notes: '',
  createdAt: serverTimestamp(),
  createdBy: staffUid,
});

const gift = (changes: DocumentData = {}): DocumentData => ({
  kind: 'donazione',
  amends: '',
  date: '2026-03-01',
  amountCents: 2000,
  method: 'bonifico',
  account: 'banca',
  traceable: true,
  reference: 'CERCHIA T4XC-W6SW',
  purpose: 'cerchia',
  circleApplicationId: 'circle-1',
  horseSlug: 'ada',
  eventSlug: '',
  inKindDescription: '',
  supporterId,
  notes: '',
  importKey: '',
  receiptId: '',
  recordedAt: serverTimestamp(),
  recordedBy: staffUid,
  ...changes,
});

const general = (changes: DocumentData = {}): DocumentData =>
  gift({ purpose: 'generale', circleApplicationId: '', horseSlug: '', ...changes });

const logItem = (data: DocumentData) => ({
  kind: data.kind as string,
  purpose: data.purpose as string,
  amountCents: data.amountCents as number,
  date: data.date as string,
});

interface LineWrite {
  id?: string;
  key?: [string, DocumentData] | null;
  entry?: DocumentData;
}

/** A donation's commit as `recordDonation` makes it. */
function record(db: Firestore, data: DocumentData, write: LineWrite = {}) {
  const id = write.id ?? lineId;
  return commitLogged(
    db,
    ['donations', id],
    (batch) => {
      batch.set(doc(db, 'donations', id), data);
      if (write.key) batch.set(doc(db, 'donationImportKeys', write.key[0]), write.key[1]);
    },
    {
      entry:
        write.entry ??
        logEntryFor('donations', id, {
          function: 'recordDonation',
          params: { slug: id, item: logItem(data) },
        }),
    },
  );
}

function saveSupporter(
  db: Firestore,
  data: DocumentData,
  id = supporterId,
  item = { kind: 'persona' },
) {
  return commitLogged(
    db,
    ['supporters', id],
    (batch) => batch.set(doc(db, 'supporters', id), data),
    {
      entry: logEntryFor('supporters', id, {
        function: 'addSupporter',
        params: { slug: id, item },
      }),
    },
  );
}

async function seedWorld(): Promise<void> {
  await seed(env, {
    [`supporters/${supporterId}`]: { ...supporter(), createdAt: new Date('2026-01-01') },
    'circleApplications/circle-1': {
      horseSlug: 'ada',
      status: 'Attivo',
      amount: 20,
      frequency: 'Mensile',
    },
    'events/festa-di-primavera': { slug: 'festa-di-primavera' },
  });
}

describe('supporters', () => {
  it('lets staff create and change a supporter, logged without the person', async () => {
    await assertSucceeds(saveSupporter(as.staff, supporter()));
    const stored = await getDoc(doc(as.staff, 'supporters', supporterId));
    await assertSucceeds(
      commitLogged(
        as.staff,
        ['supporters', supporterId],
        (batch) =>
          batch.set(doc(as.staff, 'supporters', supporterId), {
            ...stored.data(),
            phone: '+39 333 1234567',
          }),
        {
          entry: logEntryFor('supporters', supporterId, {
            function: 'updateSupporter',
            params: { slug: supporterId, item: { kind: 'persona' } },
          }),
        },
      ),
    );
    // A company: its name alone, an 11-digit number.
    await assertSucceeds(
      saveSupporter(
        as.staff,
        {
          ...supporter(),
          kind: 'ente',
          givenName: '',
          familyName: 'Maneggio Srl',
          fiscalCode: '00743110157',
        },
        'Sup0000000000000000B',
        { kind: 'ente' },
      ),
    );
  });

  it('refuses everyone but staff, to read or write', async () => {
    await seedWorld();
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, 'supporters', supporterId)));
      await assertFails(getDocs(collection(db, 'supporters')));
      await assertFails(saveSupporter(db, supporter(), 'Sup0000000000000000B'));
    }
    await assertSucceeds(getDocs(collection(as.staff, 'supporters')));
  });

  it('refuses an unlogged write, a log entry naming the person, a delete', async () => {
    await assertFails(setDoc(doc(as.staff, 'supporters', supporterId), supporter()));
    await assertFails(
      saveSupporter(as.staff, supporter(), supporterId, {
        kind: 'persona',
        familyName: 'Rossi',
      } as { kind: string }),
    );
    await seedWorld();
    await assertFails(
      commitLogged(as.staff, ['supporters', supporterId], (batch) =>
        batch.delete(doc(as.staff, 'supporters', supporterId)),
      ),
    );
    await assertFails(deleteDoc(doc(as.staff, 'supporters', supporterId)));
  });

  it('checks the exact keys and types of a supporter', async () => {
    const bad: DocumentData[] = [
      without(supporter(), 'nameKey'),
      { ...supporter(), extra: 1 },
      { ...supporter(), kind: 'altro' },
      { ...supporter(), givenName: '' },
      { ...supporter(), kind: 'ente' },
      { ...supporter(), familyName: '' },
      { ...supporter(), fiscalCode: 'RSSMRA85T10A562' },
      { ...supporter(), fiscalCode: 'rssmra85t10a562s' },
      { ...supporter(), fiscalCode: '0074311015' },
      { ...supporter(), email: 'a@x.it, b@y.it' },
      { ...supporter(), newsConsent: 'sì' },
      { ...supporter(), circleApplicationIds: 'circle-1' },
      { ...supporter(), circleApplicationIds: ['a/b'] },
      { ...supporter(), address: without(supporter().address as DocumentData, 'city') },
      { ...supporter(), address: { ...(supporter().address as DocumentData), province: 'Roma' } },
      { ...supporter(), createdBy: 'someone-else' },
      { ...supporter(), createdAt: new Date('2026-01-01') },
    ];
    for (const data of bad) await assertFails(saveSupporter(as.staff, data));
    await assertFails(saveSupporter(as.staff, supporter(), 'not-an-auto-id'));
    await assertSucceeds(saveSupporter(as.staff, supporter()));
  });

  it('keeps who created a supporter, and when', async () => {
    await seedWorld();
    const stored = (await getDoc(doc(as.staff, 'supporters', supporterId))).data() ?? {};
    await assertFails(
      commitLogged(
        as.staff,
        ['supporters', supporterId],
        (batch) =>
          batch.set(doc(as.staff, 'supporters', supporterId), { ...stored, createdBy: 'other' }),
        {
          entry: logEntryFor('supporters', supporterId, {
            function: 'updateSupporter',
            params: { slug: supporterId, item: { kind: 'persona' } },
          }),
        },
      ),
    );
  });
});

describe('donations', () => {
  beforeEach(seedWorld);

  it('lets staff record a gift for each purpose and method, and read the ledger', async () => {
    await assertSucceeds(record(as.staff, gift()));
    await assertSucceeds(
      record(as.staff, general({ method: 'contanti', account: 'cassa', traceable: false }), {
        id: 'Don0000000000000000C',
      }),
    );
    await assertSucceeds(
      record(as.staff, general({ method: 'satispay', account: 'banca', traceable: false }), {
        id: 'Don0000000000000000D',
      }),
    );
    await assertSucceeds(
      record(
        as.staff,
        general({ purpose: 'evento', eventSlug: 'festa-di-primavera', supporterId: '' }),
        { id: 'Don0000000000000000E' },
      ),
    );
    await assertSucceeds(
      record(
        as.staff,
        general({
          purpose: 'natura',
          method: '',
          account: '',
          traceable: false,
          inKindDescription: '20 balle di fieno',
          amountCents: 30000,
        }),
        { id: 'Don0000000000000000F' },
      ),
    );
    await assertSucceeds(getDocs(collection(as.staff, 'donations')));
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDocs(collection(db, 'donations')));
      await assertFails(getDoc(doc(db, 'donations', lineId)));
      await assertFails(record(db, gift(), { id: 'Don0000000000000000G' }));
    }
  });

  it('refuses an unlogged line, a log entry naming the supporter, a line under a chosen id', async () => {
    await assertFails(setDoc(doc(as.staff, 'donations', lineId), gift()));
    await assertFails(
      record(as.staff, gift(), {
        entry: logEntryFor('donations', lineId, {
          function: 'recordDonation',
          params: { slug: lineId, item: { ...logItem(gift()), supporterId } },
        }),
      }),
    );
    await assertFails(record(as.staff, gift(), { id: 'donazione-di-mario' }));
  });

  it("refuses the wrong sign for the kind, cents that aren't whole, more than a million", async () => {
    const bad: DocumentData[] = [
      gift({ amountCents: 0 }),
      gift({ amountCents: -2000 }),
      gift({ amountCents: 20.5 }),
      gift({ amountCents: '2000' }),
      gift({ amountCents: 100000001 }),
    ];
    for (const data of bad) await assertFails(record(as.staff, data));
  });

  it('refuses cash as traceable, a card as not, goods in kind with a method or account', async () => {
    const bad: DocumentData[] = [
      general({ method: 'contanti', account: 'cassa', traceable: true }),
      general({ method: 'carta', account: 'stripe', traceable: false }),
      general({ method: 'bitcoin' }),
      general({ account: 'salvadanaio' }),
      general({ method: '', account: '' }),
      general({ purpose: 'natura', inKindDescription: 'Fieno', traceable: false }),
      general({
        purpose: 'natura',
        inKindDescription: 'Fieno',
        method: '',
        account: 'banca',
        traceable: false,
      }),
      general({
        purpose: 'natura',
        method: '',
        account: '',
        traceable: false,
        inKindDescription: '',
      }),
      general({
        purpose: 'natura',
        method: '',
        account: '',
        traceable: true,
        inKindDescription: 'Fieno',
      }),
    ];
    for (const data of bad) await assertFails(record(as.staff, data));
  });

  it("refuses a purpose without what it names, or naming what isn't there", async () => {
    const bad: DocumentData[] = [
      gift({ circleApplicationId: '' }),
      gift({ circleApplicationId: 'circle-2' }),
      gift({ horseSlug: 'bruno' }),
      gift({ eventSlug: 'festa-di-primavera' }),
      general({ horseSlug: 'ada' }),
      general({ inKindDescription: 'Fieno' }),
      general({ purpose: 'evento', eventSlug: '' }),
      general({ purpose: 'evento', eventSlug: 'festa-mai-fatta' }),
      general({ purpose: 'beneficenza' }),
      gift({ supporterId: 'Sup0000000000000000Z' }),
      gift({ supporterId: 'mario' }),
    ];
    for (const data of bad) await assertFails(record(as.staff, data));
  });

  it('checks the exact keys, the date, the recorder and an empty receipt', async () => {
    const bad: DocumentData[] = [
      without(gift(), 'notes'),
      { ...gift(), extra: 1 },
      gift({ kind: 'regalo' }),
      gift({ date: '1 marzo 2026' }),
      gift({ recordedBy: 'someone-else' }),
      gift({ recordedAt: new Date('2026-01-01') }),
      gift({ receiptId: '2026-000001' }),
      gift({ reference: 'x'.repeat(501) }),
      gift({ notes: 'x'.repeat(2001) }),
    ];
    for (const data of bad) await assertFails(record(as.staff, data));
    await assertSucceeds(record(as.staff, gift()));
  });

  it('never changes or deletes a line, for anyone', async () => {
    await assertSucceeds(record(as.staff, gift()));
    await assertFails(updateDoc(doc(as.staff, 'donations', lineId), { amountCents: 200 }));
    await assertFails(
      commitLogged(as.staff, ['donations', lineId], (batch) =>
        batch.update(doc(as.staff, 'donations', lineId), { amountCents: 200 }),
      ),
    );
    await assertFails(record(as.staff, gift({ amountCents: 3000 })));
    await assertFails(deleteDoc(doc(as.staff, 'donations', lineId)));
    await assertFails(
      commitLogged(as.staff, ['donations', lineId], (batch) =>
        batch.delete(doc(as.staff, 'donations', lineId)),
      ),
    );
  });

  it('lets a receipt set receiptId once, from empty, only in the commit that issues it (H4)', async () => {
    await assertSucceeds(record(as.staff, gift()));
    await assertFails(updateDoc(doc(as.staff, 'donations', lineId), { receiptId: '2026-000001' }));
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'donations', giftId), {
        ...gift(),
        recordedAt: new Date(),
        receiptId: '2026-000001',
      });
    });
    await assertFails(updateDoc(doc(as.staff, 'donations', giftId), { receiptId: '2026-000002' }));
  });

  describe('refunds and corrections', () => {
    beforeEach(async () => {
      await assertSucceeds(record(as.staff, gift(), { id: giftId }));
    });

    const refund = (changes: DocumentData = {}) =>
      gift({ kind: 'rimborso', amends: giftId, amountCents: -2000, ...changes });

    it('records a refund and a correction naming the gift', async () => {
      await assertSucceeds(record(as.staff, refund()));
      await assertSucceeds(
        record(as.staff, gift({ kind: 'rettifica', amends: giftId, amountCents: 500 }), {
          id: 'Don0000000000000000C',
        }),
      );
      await assertSucceeds(
        record(as.staff, gift({ kind: 'rettifica', amends: giftId, amountCents: -500 }), {
          id: 'Don0000000000000000D',
        }),
      );
    });

    it('refuses one naming nothing, a missing line, an amendment, or another purpose', async () => {
      await assertSucceeds(record(as.staff, refund(), { id: 'Don0000000000000000C' }));
      const bad: DocumentData[] = [
        refund({ amends: '' }),
        refund({ amends: 'Don0000000000000000Z' }),
        refund({ amends: 'Don0000000000000000C' }),
        refund({ amends: lineId }),
        refund({ amountCents: 2000 }),
        gift({ kind: 'rettifica', amends: giftId, amountCents: 0 }),
        gift({ amends: giftId }),
        refund({ supporterId: '' }),
        general({ kind: 'rimborso', amends: giftId, amountCents: -2000 }),
      ];
      for (const data of bad) await assertFails(record(as.staff, data));
    });
  });

  describe('import keys', () => {
    const key = 'bank-2026-03-01-2000-abc123';
    const imported = () => gift({ importKey: key });

    it('records an imported line with its key, once', async () => {
      await assertSucceeds(record(as.staff, imported(), { key: [key, { donationId: lineId }] }));
      const stored = await getDoc(doc(as.staff, 'donationImportKeys', key));
      expect(stored.data()).toEqual({ donationId: lineId });
      // The same line again, under a new id: its key exists.
      await assertFails(
        record(as.staff, imported(), {
          id: 'Don0000000000000000C',
          key: [key, { donationId: 'Don0000000000000000C' }],
        }),
      );
      await assertFails(record(as.staff, imported(), { id: 'Don0000000000000000C', key: null }));
    });

    it('refuses a line without its key, a key without its line, or naming another', async () => {
      await assertFails(record(as.staff, imported(), { key: null }));
      await assertFails(record(as.staff, gift(), { key: [key, { donationId: lineId }] }));
      await assertFails(
        record(as.staff, imported(), { key: [key, { donationId: 'Don0000000000000000C' }] }),
      );
      await assertFails(
        record(as.staff, imported(), { key: [key, { donationId: lineId, extra: 1 }] }),
      );
      await assertFails(record(as.staff, gift({ importKey: 'a/b' }), { key: null }));
      await assertFails(setDoc(doc(as.staff, 'donationImportKeys', key), { donationId: lineId }));
    });

    it('never changes or deletes a key; only staff read them', async () => {
      await assertSucceeds(record(as.staff, imported(), { key: [key, { donationId: lineId }] }));
      await assertFails(
        updateDoc(doc(as.staff, 'donationImportKeys', key), { donationId: giftId }),
      );
      await assertFails(deleteDoc(doc(as.staff, 'donationImportKeys', key)));
      await assertFails(getDoc(doc(as.user, 'donationImportKeys', key)));
      await assertSucceeds(getDoc(doc(as.staff, 'donationImportKeys', key)));
    });
  });
});
