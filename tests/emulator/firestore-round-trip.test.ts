import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc, setDoc, setLogLevel, Timestamp } from 'firebase/firestore/lite';
import { commitLogged } from '#src/lib/data/audit-log.ts';
import { auth } from '#src/lib/firebase/auth.ts';
import { firebaseApp } from '#src/lib/firebase/app.ts';
import { settings } from '#src/lib/firebase/settings.ts';
import { db } from '#src/lib/firebase/firestore.ts';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  emulatorConfig,
  type TestUser,
} from '../support/emulators.ts';

let staff: TestUser;
let volunteer: TestUser;

beforeAll(async () => {
  // The refusals below are expected: keep the SDK from logging each one as an error.
  setLogLevel('silent');
  await clearFirestore();
  ({ staff, plain: volunteer } = await createStaffAndPlainUsers('round-trip'));
});

afterEach(() => signOut(auth));
afterAll(deleteAdminApps);

describe("the app's Firebase module", () => {
  it('runs in emulator mode on the demo project from .firebaserc', () => {
    expect(settings.emulators?.ports.firestore).toBe(emulatorConfig.ports.firestore);
    expect(firebaseApp.options.projectId).toBe(emulatorConfig.projectId);
    expect(firebaseApp.options.projectId).toMatch(/^demo-/);
  });

  it('writes as staff and reads back anonymously through Firestore Lite', async () => {
    await signInWithEmailAndPassword(auth, staff.email, staff.password);
    const event = {
      slug: 'festa-di-primavera',
      name: 'Festa di primavera',
      date: Timestamp.now(),
      showWeb: true,
    };
    const writer = auth.currentUser;
    if (!writer) throw new Error('not signed in');
    const saved = await commitLogged(
      writer,
      { operation: 'addEvent', collection: 'events', params: { slug: event.slug, item: null } },
      (batch) => batch.set(doc(db, 'events', event.slug), event),
    );
    expect(saved.success).toBe(true);
    // The same write without its log entry is refused, staff or not (decision 24).
    await expect(
      setDoc(doc(db, 'events', event.slug), { ...event, name: 'x' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await signOut(auth);

    const snapshot = await getDoc(doc(db, 'events', event.slug));
    expect(snapshot.exists()).toBe(true);
    expect(snapshot.data()).toEqual(event);
    // The emulator holds what the app wrote (seen through the Admin SDK, which skips the rules).
    expect((await adminDb().doc(`events/${event.slug}`).get()).get('name')).toBe(event.name);
  });

  it('is refused a write by an anonymous visitor, with the permission-denied code', async () => {
    await expect(setDoc(doc(db, 'events', 'intruso'), { name: 'x' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('is refused a write by a signed-in user without the staff claim', async () => {
    await signInWithEmailAndPassword(auth, volunteer.email, volunteer.password);
    await expect(setDoc(doc(db, 'events', 'intruso'), { name: 'x' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('keeps the private horse registry from anonymous visitors', async () => {
    await adminDb().doc('horses/ada').set({ slug: 'ada', name: 'Ada', adopterPhone: '333' });
    await expect(getDoc(doc(db, 'horses', 'ada'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await signInWithEmailAndPassword(auth, staff.email, staff.password);
    expect((await getDoc(doc(db, 'horses', 'ada'))).get('name')).toBe('Ada');
  });
});
