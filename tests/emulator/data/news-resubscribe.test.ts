import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { loadNewsAudience } from '#src/features/mail/api/horse-news-mail-api';
import {
  readUnsubscription,
  resubscribeToNews,
} from '#src/features/mail/api/news-subscription-api';
import { unsubscribe } from '#src/features/mail/api/unsubscribe-api';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// A member who unsubscribed from a horse's news, seen and put back by staff through the app's own
// calls and the rules (decision 64).

let staffUser: TestUser;
let volunteerUser: TestUser;
let staff: SignedInUser;

const TOKEN = 'Resub' + 'k'.repeat(27);
const UNSUBSCRIBED_AT = new Date('2026-11-26T07:12:00Z');
const news = {
  id: 'NewsResubscribe00001',
  horseSlug: 'ada',
  horseName: 'Ada',
  title: 'Ada',
  text: '<p>Ada</p>',
};

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: volunteerUser } = await createStaffAndPlainUsers('resubscribe'));
});

beforeEach(async () => {
  await clearFirestore();
  const batch = adminDb().batch();
  const member = (id: string) =>
    batch.set(adminDb().doc(`circleApplications/${id}`), {
      horse: 'Ada',
      horseSlug: 'ada',
      givenName: 'Marta',
      status: 'Attivo',
      email: `${id}@example.org`,
      newsConsent: true,
      newsToken: TOKEN,
      date: Timestamp.now(),
    });
  member('cerchia-001');
  member('cerchia-002');
  batch.set(adminDb().doc('unsubscribes/cerchia-001'), {
    token: TOKEN,
    date: Timestamp.fromDate(UNSUBSCRIBED_AT),
  });
  await batch.commit();
  staff = await signInAs(staffUser);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await signOutApp();
});
afterAll(deleteAdminApps);

const recipients = async () => {
  const audience = await loadNewsAudience(news);
  if (!audience.success) throw new Error(audience.error.message);
  return audience.data.recipients.map((recipient) => recipient.memberId);
};

describe('a member who unsubscribed from the news', () => {
  it('is shown to staff with the moment they unsubscribed; the others read as subscribed', async () => {
    expect(await readUnsubscription('cerchia-001')).toEqual({
      success: true,
      data: { date: UNSUBSCRIBED_AT },
    });
    expect(await readUnsubscription('cerchia-002')).toEqual({ success: true, data: null });
  });

  it('is put back on the news by staff, logged, and receives the next send', async () => {
    expect(await recipients()).toEqual(['cerchia-002']);
    expect(await resubscribeToNews(staff, 'cerchia-001')).toEqual({
      success: true,
      data: undefined,
    });
    expect(await readUnsubscription('cerchia-001')).toEqual({ success: true, data: null });
    expect(await recipients()).toEqual(['cerchia-001', 'cerchia-002']);

    const entries = await adminDb()
      .collection('logs')
      .where('function', '==', 'resubscribeToNews')
      .get();
    expect(entries.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        collection: 'unsubscribes',
        params: { slug: 'cerchia-001', item: null },
        user: expect.objectContaining({ uid: staff.uid }),
      }),
    ]);

    // Their link still works: they can leave again.
    await signOutApp();
    expect(await unsubscribe({ memberId: 'cerchia-001', token: TOKEN })).toBe('done');
    staff = await signInAs(staffUser);
    expect(await recipients()).toEqual(['cerchia-002']);
  });

  it('is refused to a signed-in account without the staff claim, and nothing changes', async () => {
    await signOutApp();
    const volunteer = await signInAs(volunteerUser);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await resubscribeToNews(volunteer, 'cerchia-001');
    expect(refused).toMatchObject({ success: false, error: { code: 'permission-denied' } });
    expect(errors).toHaveBeenCalledWith(
      'resubscribeToNews cerchia-001 failed (permission-denied)',
      expect.anything(),
    );
    expect((await adminDb().doc('unsubscribes/cerchia-001').get()).exists).toBe(true);
    expect((await adminDb().collection('logs').get()).size).toBe(0);
  });
});
