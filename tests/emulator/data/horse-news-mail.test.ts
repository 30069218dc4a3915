import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { loadNewsAudience, sendHorseNews } from '#src/features/mail/api/horse-news-mail-api';
import { unsubscribe } from '#src/features/mail/api/unsubscribe-api';
import type { NewsToSend } from '#src/features/mail/model/mail';
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

// A horse's news to its circle, through the app's own calls and the rules: more members than one
// commit holds, the unsubscribed left out at once, a send that meets an unsubscription half-way.

let staffUser: TestUser;
let staff: SignedInUser;

const news: NewsToSend = {
  id: 'NewsAbCdEf0123456789',
  horseSlug: 'ada',
  horseName: 'Ada',
  title: 'Ada ha una nuova amica',
  text: '<p>Oggi è arrivata Bice.</p>',
};
const tokenOf = (memberId: string) => memberId.replace(/[^0-9]/g, '').padEnd(32, 'K');
const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `cerchia-${String(i + 1).padStart(3, '0')}`);

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('news-mail-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  const batch = adminDb().batch();
  batch.set(adminDb().doc(`horseNews/${news.id}`), {
    horseSlug: 'ada',
    date: '2026-11-20',
    title: news.title,
    text: news.text,
    photo: '',
    showWeb: true,
  });
  const member = (id: string, overrides: Record<string, unknown> = {}) =>
    batch.set(adminDb().doc(`circleApplications/${id}`), {
      horse: 'Ada',
      horseSlug: 'ada',
      givenName: 'Persona',
      status: 'Attivo',
      email: `${id}@example.org`,
      newsConsent: true,
      newsToken: tokenOf(id),
      date: Timestamp.now(),
      ...overrides,
    });
  // Twelve of Ada's members may receive it (one of them in English)...
  ids(12).forEach((id, i) => member(id, i === 2 ? { newsLanguage: 'en' } : {}));
  // ...and these may not.
  member('cerchia-101', { status: 'Sospeso' });
  member('cerchia-102', { newsConsent: false });
  member('cerchia-103', { email: '', newsConsent: false, newsToken: '' });
  member('cerchia-104', { horseSlug: 'benji' });
  member('cerchia-105');
  batch.set(adminDb().doc('unsubscribes/cerchia-105'), {
    token: tokenOf('cerchia-105'),
    date: Timestamp.now(),
  });
  await batch.commit();
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

async function newsMails() {
  const snapshot = await adminDb().collection('mail').get();
  return snapshot.docs.filter((mail) => mail.id.includes('.news-'));
}

describe("a horse's news to its circle", () => {
  it('reaches each Attivo member who agreed, in commits of five under one send id', async () => {
    const audience = await loadNewsAudience(news);
    if (!audience.success) throw new Error(audience.error.message);
    expect(audience.data.recipients.map((recipient) => recipient.memberId)).toEqual(ids(12));
    expect(audience.data.recipients[2]?.language).toBe('en');
    expect(audience.data.sent).toBeNull();

    expect(await sendHorseNews(staff, news, audience.data.recipients)).toEqual({
      success: true,
      data: { sent: 12 },
    });
    const mails = await newsMails();
    expect(mails).toHaveLength(12);
    const sendIds = new Set(mails.map((mail) => mail.id.split('.news-')[1]));
    expect(sendIds.size).toBe(1);
    const english = mails.find((mail) => mail.id.startsWith('cerchia-003.'))?.data();
    expect(english).toMatchObject({
      to: 'cerchia-003@example.org',
      template: {
        name: 'horse-news-en',
        data: {
          memberId: 'cerchia-003',
          token: tokenOf('cerchia-003'),
          paragraphs: ['Oggi è arrivata Bice.'],
        },
      },
    });
    const entries = await adminDb()
      .collection('logs')
      .where('function', '==', 'sendHorseNews')
      .get();
    expect(entries.docs.map((entry) => entry.data().params.item.count).sort()).toEqual([2, 5, 5]);

    // Opened again, the dialog knows it went.
    const again = await loadNewsAudience(news);
    expect(again.success && again.data.sent?.count).toBe(12);
  });

  it('leaves out at once a member who unsubscribes, and says how far a send went', async () => {
    const audience = await loadNewsAudience(news);
    if (!audience.success) throw new Error(audience.error.message);
    await signOutApp();
    // The seventh member follows the link while staff look at the dialog.
    expect(await unsubscribe({ memberId: 'cerchia-007', token: tokenOf('cerchia-007') })).toBe(
      'done',
    );
    expect(await unsubscribe({ memberId: 'cerchia-008', token: tokenOf('cerchia-007') })).toBe(
      'refused',
    );
    staff = await signInAs(staffUser);
    const sent = await sendHorseNews(staff, news, audience.data.recipients);
    expect(sent).toMatchObject({ success: false, error: { code: 'permission-denied' } });
    expect(!sent.success && sent.error.message).toMatch(/^Inviata a 5 di 12/);
    expect(await newsMails()).toHaveLength(5);

    const now = await loadNewsAudience(news);
    if (!now.success) throw new Error(now.error.message);
    expect(now.data.recipients.map((recipient) => recipient.memberId)).not.toContain('cerchia-007');
    expect(now.data.recipients).toHaveLength(11);
    expect(now.data.sent?.count).toBe(5);
  });
});
