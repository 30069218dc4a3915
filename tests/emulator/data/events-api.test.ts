import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import {
  addEvent,
  deleteEvent,
  getEvent,
  listEvents,
  listEventsPage,
  updateEvent,
} from '#src/features/events/api/events-api';
import type { HorseEvent } from '#src/features/events/model/event';
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

const day = 24 * 60 * 60 * 1000;
const now = new Date();
const at = (days: number) => new Date(now.getTime() + days * day);

const events = [
  { slug: 'open-day', name: 'Open day', date: at(-30), showWeb: true },
  { slug: 'mercatino', name: 'Mercatino', date: at(-2), showWeb: true },
  { slug: 'festa', name: 'Festa', date: at(3), showWeb: true },
  { slug: 'corso', name: 'Corso', date: at(40), showWeb: true },
  // A draft staff are still writing: never on the public site.
  { slug: 'bozza', name: 'Cena (bozza)', date: at(5), showWeb: false },
];

let staffUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('events-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  const batch = adminDb().batch();
  for (const { date, ...event } of events) {
    batch.set(adminDb().doc(`events/${event.slug}`), { ...event, date: Timestamp.fromDate(date) });
  }
  await batch.commit();
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

const slugs = (result: { data?: { slug: string }[] }) => result.data?.map((event) => event.slug);

describe('listEvents (public)', () => {
  it('lists the next events, soonest first', async () => {
    expect(slugs(await listEvents({ when: 'next', now }))).toEqual(['festa', 'corso']);
  });

  it('lists the past events, latest first', async () => {
    expect(slugs(await listEvents({ when: 'past', now }))).toEqual(['mercatino', 'open-day']);
  });

  it('lists all events in the order asked', async () => {
    expect(slugs(await listEvents({ order: 'desc' }))).toEqual([
      'corso',
      'festa',
      'mercatino',
      'open-day',
    ]);
  });
});

describe('writing events (staff)', () => {
  beforeEach(async () => {
    staff = await signInAs(staffUser);
  });

  it('pages every event, hidden ones too, newest first with the total', async () => {
    const page = await listEventsPage();
    expect(page.data?.total).toBe(5);
    expect(page.data?.items.map((event) => event.slug)).toEqual([
      'corso',
      'bozza',
      'festa',
      'mercatino',
      'open-day',
    ]);
    expect((await getEvent('bozza')).data?.showWeb).toBe(false);
    expect(page.data?.next).toBeNull();
  });

  it('adds an event by slug, refusing a taken one', async () => {
    const added = await addEvent(staff, 'cena-sociale');
    // A new event starts hidden from the site.
    expect(added.data).toMatchObject({
      slug: 'cena-sociale',
      name: 'cena-sociale',
      showWeb: false,
    });
    expect((await adminDb().doc('events/cena-sociale').get()).exists).toBe(true);
    expect((await addEvent(staff, 'festa')).error).toEqual({
      code: 'already-exists',
      message: 'Esiste già un evento con lo slug "festa".',
    });
  });

  it('saves an event with its log entry', async () => {
    const event = (await getEvent('festa')).data as HorseEvent;
    const date = at(10);
    const result = await updateEvent(staff, 'festa', { ...event, name_it: 'Festa d’estate', date });
    expect(result.success).toBe(true);
    const stored = (await adminDb().doc('events/festa').get()).data();
    expect(stored?.name_it).toBe('Festa d’estate');
    expect(stored?.date.toDate().getTime()).toBe(date.getTime());
    const logs = await adminDb().collection('logs').where('function', '==', 'updateEvent').get();
    expect(logs.docs[0]?.data()).toMatchObject({
      user: { uid: staff.uid, email: staff.email, displayName: staff.displayName },
      collection: 'events',
      params: { slug: 'festa', item: { name_it: 'Festa d’estate' } },
    });
  });

  it('refuses a malformed event before sending it', async () => {
    const event = (await getEvent('festa')).data as HorseEvent;
    const result = await updateEvent(staff, 'festa', {
      ...event,
      date: 'domani' as unknown as Date,
    });
    expect(result.error?.code).toBe('malformed-document');
    expect(result.error?.message).toContain('campo "date"');
  });

  it('deletes an event, logged', async () => {
    expect((await deleteEvent(staff, 'corso')).success).toBe(true);
    expect((await adminDb().doc('events/corso').get()).exists).toBe(false);
    expect((await deleteEvent(staff, 'corso')).error?.code).toBe('not-found');
  });

  it('is refused to anonymous visitors', async () => {
    await signOutApp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await addEvent(staff, 'intruso');
    expect(result.error?.code).toBe('permission-denied');
  });
});
