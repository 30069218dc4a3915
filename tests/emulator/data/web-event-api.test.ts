import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { findWebEvent } from '#src/features/events/api/web-event-api';
import { adminDb, clearFirestore, deleteAdminApps } from '../../support/emulators';

// A visitor's read of one event page (signed out), through the real rules.

const date = new Date('2030-04-18T08:00:00.000Z');
const events = [
  { slug: 'festa', name: 'Festa', location: 'Oasi', showWeb: true },
  { slug: 'festa-bis', name: 'Festa bis', showWeb: true },
  // A draft staff are still writing: never on the public site.
  { slug: 'bozza', name: 'Cena (bozza)', showWeb: false },
];

beforeAll(async () => {
  setLogLevel('silent');
  await clearFirestore();
  const batch = adminDb().batch();
  for (const event of events) {
    batch.set(adminDb().doc(`events/${event.slug}`), { ...event, date: Timestamp.fromDate(date) });
  }
  await batch.commit();
});

afterAll(async () => {
  await clearFirestore();
  await deleteAdminApps();
});

describe('findWebEvent (public)', () => {
  it('finds a web-visible event by its slug, and only that one', async () => {
    const result = await findWebEvent('festa');
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ slug: 'festa', name: 'Festa', location: 'Oasi' });
    expect(result.data?.date).toEqual(date);
  });

  it('answers a hidden event as not found, as if it did not exist (not as refused)', async () => {
    expect((await findWebEvent('bozza')).error).toEqual({
      code: 'not-found',
      message: 'events/bozza non esiste.',
    });
  });

  it('answers an unknown event as not found', async () => {
    expect((await findWebEvent('fest')).error?.code).toBe('not-found');
  });
});
