import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { listLogsPage } from '#src/features/logs/api/logs-api';
import type { LogEntry } from '#src/features/logs/model/log-entry';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// Entries are written past the rules, which let only a logged staff write create one.

const hour = 60 * 60 * 1000;
const now = Date.now();
const hoursAgo = (hours: number) => Timestamp.fromMillis(now - hours * hour);

const giulia = { uid: 'staff-giulia', email: 'giulia@example.org', displayName: 'Giulia Demo' };

const entries: Record<string, DocumentData> = {
  'log-horse-leila': {
    user: giulia,
    function: 'updateHorse',
    collection: 'horses',
    params: { slug: 'leila', item: { slug: 'leila', name: 'Leila', birthday: hoursAgo(9000) } },
    date: hoursAgo(1),
  },
  'log-horse-ada': {
    user: giulia,
    function: 'updateHorse',
    collection: 'horses',
    params: { slug: 'ada', item: { slug: 'ada', name: 'Ada' } },
    date: hoursAgo(2),
  },
  'log-event-festa': {
    user: giulia,
    function: 'addEvent',
    collection: 'events',
    params: { slug: 'festa', item: { slug: 'festa', name: 'festa' } },
    date: hoursAgo(3),
  },
  'log-adoption-001': {
    user: giulia,
    function: 'updateAdoptionApplication',
    collection: 'adoptionApplications',
    params: { slug: 'adozione-001', changes: { evaluation: 'Promosso' } },
    date: hoursAgo(4),
  },
  // Written before entries named their collection.
  'log-older-leila': {
    user: giulia,
    function: 'updateHorse',
    params: { slug: 'leila', item: { slug: 'leila', name: 'Leila' } },
    date: hoursAgo(5),
  },
  'log-older-adoption': {
    user: giulia,
    function: 'updateAdoptionApplication',
    params: {
      slug: 'adozione-002',
      item: { givenName: 'Davide', familyName: 'Colombo', email: 'davide@example.org' },
    },
    date: hoursAgo(6),
  },
  // Malformed: no user to name.
  'log-malformed': {
    user: 'giulia',
    function: 'updateHorse',
    collection: 'horses',
    params: { slug: 'leila', item: null },
    date: hoursAgo(0.5),
  },
};

let staffUser: TestUser;
let volunteerUser: TestUser;

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: volunteerUser } = await createStaffAndPlainUsers('logs'));
});

beforeEach(async () => {
  await clearFirestore();
  const batch = adminDb().batch();
  for (const [id, data] of Object.entries(entries)) batch.set(adminDb().doc(`logs/${id}`), data);
  await batch.commit();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await signOutApp();
});
afterAll(deleteAdminApps);

const ids = (result: { data?: { items: LogEntry[] } }) =>
  result.data?.items.map((entry) => entry.id);

describe('listLogsPage (staff)', () => {
  beforeEach(async () => {
    await signInAs(staffUser);
  });

  it('lists every entry newest first, leaving out a malformed one and saying which', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await listLogsPage();
    expect(ids(page)).toEqual([
      'log-horse-leila',
      'log-horse-ada',
      'log-event-festa',
      'log-adoption-001',
      'log-older-leila',
      'log-older-adoption',
    ]);
    expect(page.data?.next).toBeNull();
    // The count aggregation counts what is stored, the malformed entry too.
    expect(page.data?.total).toBe(7);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('logs/log-malformed'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('campo "user"'));
  });

  it('reads each entry into the shape the view shows, dates as dates', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const items = (await listLogsPage()).data?.items ?? [];
    const byId = Object.fromEntries(items.map((entry) => [entry.id, entry]));
    expect(byId['log-horse-leila']).toMatchObject({
      user: giulia,
      operation: 'updateHorse',
      collection: 'horses',
      slug: 'leila',
      item: { name: 'Leila' },
      changes: null,
    });
    expect(byId['log-horse-leila']?.date.getTime()).toBe(hoursAgo(1).toMillis());
    expect(byId['log-horse-leila']?.item?.birthday).toEqual(hoursAgo(9000).toDate());
    expect(byId['log-adoption-001']?.changes).toEqual({ evaluation: 'Promosso' });
    // Older entries: the collection from the operation, an application's data left out.
    expect(byId['log-older-leila']?.collection).toBe('horses');
    expect(byId['log-older-adoption']).toMatchObject({
      collection: 'adoptionApplications',
      item: null,
      itemWithheld: true,
    });
    expect(JSON.stringify(byId['log-older-adoption'])).not.toMatch(/Davide|Colombo|davide@/);
  });

  it('filters by collection (entries that do not name theirs never match)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await listLogsPage({ collection: 'horses' });
    expect(ids(page)).toEqual(['log-horse-leila', 'log-horse-ada']);
    expect(page.data?.total).toBe(3); // with the malformed one, left out of the items
    expect(ids(await listLogsPage({ collection: 'events' }))).toEqual(['log-event-festa']);
    expect(ids(await listLogsPage({ collection: 'circleApplications' }))).toEqual([]);
  });

  it('filters by slug, and by collection and slug together', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(ids(await listLogsPage({ slug: 'leila' }))).toEqual([
      'log-horse-leila',
      'log-older-leila',
    ]);
    expect(ids(await listLogsPage({ slug: ' adozione-001 ' }))).toEqual(['log-adoption-001']);
    const both = await listLogsPage({ collection: 'horses', slug: 'leila' });
    expect(ids(both)).toEqual(['log-horse-leila']);
    expect(ids(await listLogsPage({ collection: 'events', slug: 'leila' }))).toEqual([]);
  });

  it('pages 25 entries at a time with a cursor, newest first, with the total', async () => {
    await clearFirestore();
    const batch = adminDb().batch();
    for (let i = 0; i < 27; i += 1) {
      batch.set(adminDb().doc(`logs/page-${String(i).padStart(2, '0')}`), {
        user: giulia,
        function: 'updateEvent',
        collection: 'events',
        params: { slug: 'festa', item: null },
        date: hoursAgo(i + 1),
      });
    }
    await batch.commit();
    const first = await listLogsPage({ slug: 'festa' });
    expect(first.data?.total).toBe(27);
    expect(first.data?.items).toHaveLength(25);
    expect(first.data?.items[0]?.id).toBe('page-00');
    expect(first.data?.next).not.toBeNull();
    const second = await listLogsPage({ slug: 'festa' }, first.data?.next ?? null);
    expect(ids(second)).toEqual(['page-25', 'page-26']);
    expect(second.data?.next).toBeNull();
    const dates = [...(first.data?.items ?? []), ...(second.data?.items ?? [])].map((entry) =>
      entry.date.getTime(),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('listLogsPage (not staff)', () => {
  it('is refused to a signed-in account without the staff claim', async () => {
    await signInAs(volunteerUser);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await listLogsPage()).error?.code).toBe('permission-denied');
  });

  it('is refused to an anonymous visitor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await listLogsPage({ collection: 'horses' })).error?.code).toBe('permission-denied');
  });
});
