import { createHash } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import {
  assignVolunteer,
  changeOwnPlace,
  copyWeek,
  generateWeek,
  listShifts,
  markAttendance,
  readHourlyValueCents,
  readRotaSettings,
  saveRotaSettings,
  saveTemplate,
  unassignVolunteer,
} from '#src/features/rota/api/rota-api';
import { emptyTemplateDraft } from '#src/features/rota/model/rota-template-draft';
import { refusalTexts } from '#src/features/rota/model/rota';
import { addDays, todayInRome } from '#src/lib/format/dates';
import { weekOf } from '#src/features/rota/model/rota-time';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminAuth,
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  createUser,
  deleteAdminApps,
  emulatorConfig,
  type TestUser,
} from '../../support/emulators';

// docs/decisions/0089-barn-rota.md, through the app's api against the emulators and the rules.

const keyOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

let staffUser: TestUser;
let marta: TestUser;
let luca: TestUser;
let staff: SignedInUser;
const apps: FirebaseApp[] = [];

async function volunteer(email: string): Promise<TestUser> {
  const user = await createUser(email, { staff: false });
  await adminAuth().updateUser(user.uid, { emailVerified: true });
  return user;
}

const grant = (email: string, name: string) =>
  adminDb()
    .doc(`volunteerAccess/${keyOf(email)}`)
    .set({
      email,
      name,
      registerNumber: null,
      active: true,
      grantedAt: Timestamp.now(),
      grantedBy: 'staff',
      revokedAt: null,
      invitedAt: null,
    });

/** A second signed-in client, as another phone would be. */
async function otherPhone(user: TestUser) {
  const { host, ports, projectId } = emulatorConfig;
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `rota-${user.uid}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, user.email, user.password);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, ports.firestore);
  return db;
}

// Three weeks ahead: always before the cut-off.
const monday = weekOf(addDays(todayInRome(), 21));

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser } = await createStaffAndPlainUsers('rota'));
  [marta, luca] = await Promise.all([
    volunteer('rota-marta@example.org'),
    volunteer('rota-luca@example.org'),
  ]);
});
beforeEach(async () => {
  await clearFirestore();
  await grant('rota-marta@example.org', 'Marta Rossi');
  await grant('rota-luca@example.org', 'Luca Bianchi');
});
afterEach(signOutApp);
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await deleteAdminApps();
});

async function planAWeek(needed = '1'): Promise<void> {
  staff = await signInAs(staffUser);
  const saved = await saveTemplate(staff, null, {
    ...emptyTemplateDraft,
    label: 'Pasto della sera',
    place: 'Scuderia',
    weekdays: [7],
    start: '17:00',
    needed,
  });
  expect(saved.success).toBe(true);
  expect(await generateWeek(staff, monday)).toEqual({ success: true, data: 1 });
}

const sundayId = async () => {
  const listed = await listShifts(monday, 7);
  return listed.data?.[0]?.slug ?? '';
};

describe('the rota api: staff', () => {
  it('generates a week once, under one entry, and copies it to the next with its people', async () => {
    await planAWeek('2');
    expect(await generateWeek(staff, monday)).toEqual({ success: true, data: 0 });
    const id = await sundayId();
    expect(id).toMatch(new RegExp(`^${addDays(monday, 6)}-1700-`));
    expect(
      await assignVolunteer(staff, id, { slug: keyOf(marta.email), name: 'Marta Rossi' }),
    ).toEqual({ success: true, data: undefined });
    expect(
      (await assignVolunteer(staff, id, { slug: keyOf(marta.email), name: 'Marta Rossi' })).error
        ?.message,
    ).toBe('Questa persona è già nel turno.');
    const next = addDays(monday, 7);
    expect(await copyWeek(staff, monday, next)).toEqual({ success: true, data: 1 });
    const copied = await listShifts(next, 7);
    expect(copied.data?.map((shift) => shift.people)).toEqual([
      { [keyOf(marta.email)]: { name: 'Marta', present: null } },
    ]);
    const logs = await adminDb().collection('logs').where('collection', '==', 'rotaShifts').get();
    expect(logs.docs.map((entry) => entry.get('function')).sort()).toEqual([
      'assignRotaShift',
      'copyRotaWeek',
      'generateRotaWeek',
    ]);
    // The entries name access keys, never a volunteer's name or address.
    expect(JSON.stringify(logs.docs.map((entry) => entry.get('params')))).not.toMatch(
      /Marta|rota-marta/,
    );
    expect(await unassignVolunteer(staff, id, keyOf(marta.email))).toEqual({
      success: true,
      data: undefined,
    });
  });

  it('refuses to assign beyond the needed count', async () => {
    await planAWeek('1');
    const id = await sundayId();
    await assignVolunteer(staff, id, { slug: keyOf(marta.email), name: 'Marta Rossi' });
    const refused = await assignVolunteer(staff, id, { slug: keyOf(luca.email), name: 'Luca' });
    expect(refused.error?.message).toBe('Il turno è già completo.');
  });

  it('keeps the settings, with defaults before any save; the books read the hourly value', async () => {
    staff = await signInAs(staffUser);
    expect(await readRotaSettings()).toEqual({
      success: true,
      data: { cutoffHours: 12, hourlyValueCents: 0 },
    });
    expect(await saveRotaSettings(staff, { cutoffHours: 24, hourlyValueCents: 1500 })).toEqual({
      success: true,
      data: undefined,
    });
    expect(await readHourlyValueCents()).toEqual({ success: true, data: 1500 });
  });

  it('marks attendance for a volunteer, logged', async () => {
    await planAWeek('1');
    const id = await sundayId();
    await assignVolunteer(staff, id, { slug: keyOf(marta.email), name: 'Marta Rossi' });
    expect(await markAttendance(staff, id, keyOf(marta.email), true)).toEqual({
      success: true,
      data: undefined,
    });
    expect((await adminDb().doc(`rotaShifts/${id}`).get()).get('people')).toEqual({
      [keyOf(marta.email)]: { name: 'Marta', present: true },
    });
  });
});

describe('the rota api: a volunteer', () => {
  it('takes and leaves their own place', async () => {
    await planAWeek('1');
    const id = await sundayId();
    await signOutApp();
    await signInAs(marta);
    expect(await changeOwnPlace(marta.email, id, 'take')).toEqual({
      success: true,
      data: undefined,
    });
    expect((await changeOwnPlace(marta.email, id, 'take')).error?.message).toBe(
      refusalTexts.already,
    );
    expect(await changeOwnPlace(marta.email, id, 'leave')).toEqual({
      success: true,
      data: undefined,
    });
    expect((await adminDb().doc(`rotaShifts/${id}`).get()).get('people')).toEqual({});
  });

  it('is told when the cut-off has passed', async () => {
    await planAWeek('1');
    const id = await sundayId();
    await signOutApp();
    await signInAs(marta);
    const late = () => new Date(Date.parse(addDays(monday, 6)) + 10 * 3_600_000);
    expect((await changeOwnPlace(marta.email, id, 'take', late)).error?.message).toBe(
      refusalTexts.closed,
    );
  });

  it('two volunteers take the last place at once: one gets it, the other is told it is full', async () => {
    await planAWeek('1');
    const id = await sundayId();
    await signOutApp();
    await signInAs(marta);
    const lucaPhone = await otherPhone(luca);
    const [first, second] = await Promise.all([
      changeOwnPlace(marta.email, id, 'take'),
      changeOwnPlace(luca.email, id, 'take', () => new Date(), lucaPhone),
    ]);
    const outcomes = [first, second];
    expect(outcomes.filter((outcome) => outcome.success)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.success)?.error?.message).toBe(refusalTexts.full);
    const people = (await adminDb().doc(`rotaShifts/${id}`).get()).get('people') as object;
    expect(Object.keys(people)).toHaveLength(1);
  });
});
