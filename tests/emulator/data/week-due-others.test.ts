import { setLogLevel } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { weekDueSources } from '#src/app/admin-shell/week-due-sources';
import { isoWeekOf } from '#src/features/aftercare/model/week-due';
import { addDays } from '#src/lib/format/dates';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// The week's list (decision 94) reads the late circle contributions (decision 90) and the barn
// rota's uncovered shifts (decision 89) through the sources the back office composes.

let staffUser: TestUser;

// A Wednesday: the rest of its week, Thursday to Sunday, is what "this week" still holds.
const today = '2026-12-09';
const week = isoWeekOf(today);
if (!week) throw new Error('No ISO week');

const shift = (date: string, needed: number, people: Record<string, unknown>) => ({
  date,
  start: '17:00',
  startsAt: Timestamp.fromDate(new Date(`${date}T16:00:00Z`)),
  endsAt: Timestamp.fromDate(new Date(`${date}T17:00:00Z`)),
  minutes: 60,
  label: 'Pasto della sera',
  place: 'Scuderia',
  needed,
  templateId: null,
  eventSlug: null,
  people,
});

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('week-due@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  const marta = { k1: { name: 'Marta', present: null } };
  await Promise.all([
    adminDb()
      .doc('rotaShifts/sunday')
      .set(shift('2026-12-13', 2, marta)),
    adminDb()
      .doc('rotaShifts/thursday')
      .set(shift('2026-12-10', 1, marta)),
    // Yesterday's and next Monday's gaps are not this week's to do.
    adminDb()
      .doc('rotaShifts/yesterday')
      .set(shift(addDays(today, -1), 2, {})),
    adminDb()
      .doc('rotaShifts/next')
      .set(shift('2026-12-14', 2, {})),
    adminDb()
      .doc('circleApplications/late-member')
      .set({
        horse: 'Ada',
        horseSlug: 'ada',
        donorName: 'Rosa Bianchi',
        givenName: 'Rosa',
        familyName: 'Bianchi',
        phone: '333 1234567',
        frequency: 'Mensile',
        amount: 20,
        method: 'Bonifico',
        date: Timestamp.fromDate(new Date('2026-05-01T10:00:00Z')),
        status: 'Attivo',
        startDate: '2026-06-01',
      }),
  ]);
  await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

const sourceNamed = (heading: string) => {
  const source = weekDueSources().find((each) => each.heading === heading);
  if (!source) throw new Error(`No source "${heading}"`);
  return source;
};

describe("the week's list from the other features", () => {
  it("lists this week's shifts still missing someone, from today to Sunday", async () => {
    const read = await sourceNamed('Turni scoperti').read(week, today);
    expect(read.data).toEqual([
      {
        key: 'shift-sunday',
        title: 'Pasto della sera · Scuderia, ore 17:00',
        detail: 'Manca 1 persona',
        day: '2026-12-13',
        late: false,
        to: '/admin/rota',
      },
    ]);
  });

  it('lists a circle member months behind by their horse, naming no one', async () => {
    const read = await sourceNamed('Contributi delle cerchie in ritardo').read(week, today);
    expect(read.data).toEqual([
      expect.objectContaining({
        key: 'circle-late-member',
        title: 'Cerchia di Ada',
        detail: expect.stringMatching(/^\d+ mesi di ritardo$/),
        late: true,
        to: '/admin/circle-applications/late-member',
      }),
    ]);
    expect(JSON.stringify(read.data)).not.toMatch(/Rosa|Bianchi/);
  });
});
