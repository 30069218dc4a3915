import { setLogLevel } from 'firebase/firestore/lite';
import { alreadyImportedMessage, recordDonation } from '#src/features/money/api/donations-api';
import type { DonationInput } from '#src/features/money/donations/donation-input';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// recordDonation (decision 90): the ledger's one write, for the form and the import alike.

let staffUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('money-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  await adminDb()
    .doc('circleApplications/circle-1')
    .set({ horseSlug: 'ada', status: 'Attivo', amount: 20, frequency: 'Mensile' });
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

const gift: DonationInput = {
  kind: 'donazione',
  amends: '',
  date: '2026-03-01',
  amountCents: 2000,
  method: 'satispay',
  account: 'banca',
  reference: 'CERCHIA T4XC-W6SW',
  purpose: 'cerchia',
  circleApplicationId: 'circle-1',
  horseSlug: 'ada',
  eventSlug: '',
  inKindDescription: '',
  supporterId: '',
  notes: ' ',
};

const lines = async () => (await adminDb().collection('donations').get()).docs;

describe('recordDonation', () => {
  it('records a line as the contract says, logged without the supporter', async () => {
    const recorded = await recordDonation(gift, { actor: staff, satispayTraceable: false });
    expect(recorded.success).toBe(true);
    const stored = (await adminDb().doc(`donations/${recorded.data?.id}`).get()).data();
    expect(stored).toMatchObject({
      kind: 'donazione',
      amountCents: 2000,
      traceable: false,
      importKey: '',
      receiptId: '',
      notes: '',
      recordedBy: staff.uid,
    });
    const log = await adminDb().collection('logs').where('function', '==', 'recordDonation').get();
    expect(log.docs[0]?.get('params')).toEqual({
      slug: recorded.data?.id,
      item: { kind: 'donazione', purpose: 'cerchia', amountCents: 2000, date: '2026-03-01' },
    });
  });

  it('empties what another purpose names, and takes no method for goods in kind', async () => {
    const recorded = await recordDonation(
      {
        ...gift,
        purpose: 'natura',
        inKindDescription: ' Fieno, 20 balle ',
        method: 'contanti',
        account: 'cassa',
      },
      { actor: staff },
    );
    expect(recorded.success).toBe(true);
    const stored = (await adminDb().doc(`donations/${recorded.data?.id}`).get()).data();
    expect(stored).toMatchObject({
      method: '',
      account: '',
      traceable: false,
      circleApplicationId: '',
      horseSlug: '',
      inKindDescription: 'Fieno, 20 balle',
    });
  });

  it('refuses a wrong sign or a missing gift before writing, with a clear message', async () => {
    expect((await recordDonation({ ...gift, amountCents: -5 }, { actor: staff })).error).toEqual({
      code: 'invalid-argument',
      message: "L'importo di una donazione è maggiore di zero.",
    });
    const refund = await recordDonation(
      { ...gift, kind: 'rimborso', amends: 'Don0000000000000000Z', amountCents: -2000 },
      { actor: staff },
    );
    expect(refund.error).toEqual({
      code: 'invalid-argument',
      message: 'La donazione Don0000000000000000Z da correggere non esiste.',
    });
    expect(await lines()).toHaveLength(0);
  });

  it('records a refund of a gift, of its purpose and supporter only', async () => {
    const first = await recordDonation(gift, { actor: staff });
    const amends = first.data?.id ?? '';
    const refund = { ...gift, kind: 'rimborso' as const, amends, amountCents: -2000 };
    expect((await recordDonation(refund, { actor: staff })).success).toBe(true);
    expect(
      (await recordDonation({ ...refund, purpose: 'generale' }, { actor: staff })).error?.message,
    ).toBe(
      'Un rimborso o una rettifica ha lo stesso scopo e lo stesso sostenitore della donazione.',
    );
    expect(await lines()).toHaveLength(2);
  });

  it('records an imported line once, and says so the second time', async () => {
    const key = 'bank-2026-03-01-2000-0001';
    const first = await recordDonation(gift, { actor: staff, importKey: key });
    expect(first.success).toBe(true);
    expect((await adminDb().doc(`donationImportKeys/${key}`).get()).data()).toEqual({
      donationId: first.data?.id,
    });
    expect((await recordDonation(gift, { actor: staff, importKey: key })).error).toEqual({
      code: 'already-exists',
      message: alreadyImportedMessage(first.data?.id ?? ''),
    });
    expect((await recordDonation(gift, { actor: staff, importKey: 'a/b' })).error?.code).toBe(
      'invalid-argument',
    );
    expect(await lines()).toHaveLength(1);
  });

  it('records one line when two browsers record the same imported line at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const key = 'paypal-7XY12345AB678901C';
    const results = await Promise.all(
      Array.from({ length: 4 }, () => recordDonation(gift, { actor: staff, importKey: key })),
    );
    expect(results.filter((result) => result.success)).toHaveLength(1);
    for (const result of results) {
      if (!result.success) expect(['already-exists', 'aborted']).toContain(result.error.code);
    }
    const stored = await lines();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.get('importKey')).toBe(key);
  });
});
