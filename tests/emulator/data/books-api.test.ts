import { setLogLevel } from 'firebase/firestore/lite';
import { getBytes, ref } from 'firebase/storage';
import {
  booksApiTexts,
  closeYear,
  deleteMovement,
  figurativeFromRota,
  listYearMovements,
  readBooksYear,
  saveMovement,
  saveOpenings,
} from '#src/features/books/api/books-api';
import { emptyMovementDraft, type MovementDraft } from '#src/features/books/model/movement-draft';
import { computeRendiconto } from '#src/features/books/model/rendiconto';
import { storage } from '#src/lib/firebase/storage';
import { zeroAccounts } from '#src/features/books/model/movement';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// The cash book's writes (decision 93): logged, with the invoice's photo in Storage; a closed
// year's movements refused, its correction taken in the next year.

let staffUser: TestUser;
let plainUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: plainUser } = await createStaffAndPlainUsers('books'));
});
beforeEach(async () => {
  await clearFirestore();
  staff = await signInAs(staffUser);
});
afterEach(signOutApp);
afterAll(deleteAdminApps);

const hay: MovementDraft = {
  ...emptyMovementDraft('uscita', '2025-03-10'),
  amountCents: 12_050,
  account: 'banca',
  line: 'U-A1',
  supplier: 'Azienda agricola Rossi',
  description: 'Fieno, 40 balle',
};
// The smallest JPEG header: the rules look at the type and size, never the pixels.
const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])], 'Scontrino fieno.JPG', {
    type: 'image/jpeg',
  });

describe('the cash book', () => {
  it('records an expense with its photo, logged, and lists it in its year', async () => {
    const saved = await saveMovement(staff, { id: '', draft: hay, file: photo() });
    expect(saved.success).toBe(true);
    const id = saved.success ? saved.data : '';
    const listed = await listYearMovements(2025);
    expect(listed.success && listed.data).toEqual([
      expect.objectContaining({
        id,
        kind: 'uscita',
        amountCents: 12_050,
        line: 'U-A1',
        attachmentPath: `books/${id}/scontrino-fieno.jpg`,
        recordedBy: staffUser.uid,
      }),
    ]);
    const bytes = await getBytes(ref(storage, `books/${id}/scontrino-fieno.jpg`));
    expect(bytes.byteLength).toBe(8);
    const logs = await adminDb()
      .collection('logs')
      .where('collection', '==', 'booksMovements')
      .get();
    expect(logs.docs.map((entry) => entry.get('params'))).toEqual([
      {
        slug: id,
        item: {
          kind: 'uscita',
          date: '2025-03-10',
          amountCents: 12_050,
          account: 'banca',
          line: 'U-A1',
          attachmentPath: `books/${id}/scontrino-fieno.jpg`,
        },
        files: { stored: [`books/${id}/scontrino-fieno.jpg`] },
      },
    ]);
    expect((await listYearMovements(2026)).success && (await listYearMovements(2026))).toEqual({
      success: true,
      data: [],
    });
  });

  it('refuses a draft with errors before any write, and a user without the staff claim', async () => {
    const refused = await saveMovement(staff, { id: '', draft: { ...hay, supplier: '' } });
    expect(refused).toEqual({
      success: false,
      error: expect.objectContaining({ code: 'invalid-argument' }),
    });
    await signOutApp();
    const user = await signInAs(plainUser);
    expect((await saveMovement(user, { id: '', draft: hay })).success).toBe(false);
    expect((await listYearMovements(2025)).success).toBe(false);
  });

  it("computes the year's rendiconto from its openings and movements", async () => {
    expect(await readBooksYear(2025)).toEqual({
      success: true,
      data: expect.objectContaining({
        year: 2025,
        closed: false,
        openingCents: { cassa: 0, banca: 0, paypal: 0, stripe: 0 },
      }),
    });
    expect(
      (await saveOpenings(staff, 2025, { cassa: 5_000, banca: 100_000, paypal: 0, stripe: 0 }))
        .success,
    ).toBe(true);
    await saveMovement(staff, { id: '', draft: hay });
    await saveMovement(staff, {
      id: '',
      draft: {
        ...emptyMovementDraft('giroconto', '2025-04-01'),
        amountCents: 2_000,
        account: 'cassa',
        toAccount: 'banca',
      },
    });
    const year = await readBooksYear(2025);
    const movements = await listYearMovements(2025);
    if (!year.success || !movements.success) throw new Error('not read');
    const rendiconto = computeRendiconto(2025, movements.data, year.data);
    expect(rendiconto.sections.A.costs).toBe(12_050);
    expect(rendiconto.accounts.cassa.closing).toBe(3_000);
    expect(rendiconto.accounts.banca.closing).toBe(100_000 - 12_050 + 2_000);
  });
});

describe('a closed year', () => {
  it('refuses a change or deletion of its movements, and takes the correction in the next year', async () => {
    const saved = await saveMovement(staff, { id: '', draft: hay });
    const id = saved.success ? saved.data : '';
    expect((await closeYear(staff, 2025)).success).toBe(true);
    expect(await readBooksYear(2025)).toEqual({
      success: true,
      data: expect.objectContaining({ closed: true, closedBy: staffUser.uid }),
    });

    const changed = await saveMovement(staff, { id, draft: { ...hay, amountCents: 13_000 } });
    expect(changed).toEqual({
      success: false,
      error: expect.objectContaining({ message: booksApiTexts.closedYear(2025) }),
    });
    const listed = await listYearMovements(2025);
    if (!listed.success || !listed.data[0]) throw new Error('not listed');
    expect(listed.data[0].amountCents).toBe(12_050);
    expect((await deleteMovement(staff, listed.data[0])).success).toBe(false);
    expect((await closeYear(staff, 2025)).success).toBe(false);

    const correction = await saveMovement(staff, {
      id: '',
      draft: { ...hay, date: '2026-01-05', amountCents: 950, description: 'Rettifica fieno 2025' },
    });
    expect(correction.success).toBe(true);
  });
});

const zero = zeroAccounts();

describe("the volunteers' hours in the rendiconto", () => {
  const shift = (date: string, minutes: number, people: Record<string, unknown>) => ({
    date,
    start: '07:30',
    startsAt: new Date(`${date}T06:30:00Z`),
    endsAt: new Date(`${date}T07:30:00Z`),
    minutes,
    label: 'Fieno del mattino',
    place: 'Scuderia',
    needed: 2,
    templateId: null,
    eventSlug: null,
    people,
  });

  beforeEach(async () => {
    await Promise.all([
      adminDb()
        .doc('rotaShifts/a')
        .set(
          shift('2025-03-02', 60, {
            k1: { name: 'Marta', present: true },
            k2: { name: 'Luca', present: false },
          }),
        ),
      adminDb()
        .doc('rotaShifts/b')
        .set(shift('2025-12-31', 90, { k1: { name: 'Marta', present: true } })),
      // Another year and a shift nobody marked count for nothing.
      adminDb()
        .doc('rotaShifts/c')
        .set(shift('2026-01-01', 60, { k1: { name: 'Marta', present: true } })),
      adminDb()
        .doc('rotaShifts/d')
        .set(shift('2025-06-01', 60, { k2: { name: 'Luca', present: null } })),
    ]);
  });

  it("values the year's attended hours at the rota's hourly figure", async () => {
    await adminDb().doc('rotaSettings/current').set({ cutoffHours: 12, hourlyValueCents: 1_200 });
    const figurative = await figurativeFromRota(2025);
    expect(figurative).toEqual({
      volunteerHours: { generalInterest: 2.5, otherActivities: 0 },
      hourValueCents: 1_200,
    });
    expect(computeRendiconto(2025, [], { openingCents: zero }, figurative).figurative).toEqual({
      costs: { generalInterest: 3_000, otherActivities: 0 },
      income: { generalInterest: 3_000, otherActivities: 0 },
    });
  });

  it('leaves them out while the rota gives no hourly value', async () => {
    expect(await figurativeFromRota(2025)).toBeNull();
  });
});
