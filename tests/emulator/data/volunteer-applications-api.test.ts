import { association } from '#src/config/association';
import { setLogLevel } from 'firebase/firestore/lite';
import { submitVolunteerApplication } from '#src/features/volunteers/api/volunteer-application-public-api';
import {
  deleteVolunteerApplication,
  getVolunteerApplication,
  listVolunteerApplications,
  listVolunteerApplicationsPage,
  updateVolunteerApplication,
} from '#src/features/volunteers/api/volunteer-applications-api';
import type { VolunteerApplicationInput } from '#src/features/volunteers/model/volunteer-application';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  type TestUser,
} from '../../support/emulators';

// The volunteer form's write and the staff's reads and writes, through the real rules.

let staffUser: TestUser;
let staff: SignedInUser;

const input = (overrides: Partial<VolunteerApplicationInput> = {}): VolunteerApplicationInput => ({
  givenName: 'Luca',
  familyName: 'Bianchi',
  email: 'luca@example.org',
  phone: '+39 333 7654321',
  ageBand: '18+',
  guardianConsent: false,
  guardianName: '',
  province: 'TO',
  availability: ['Weekend mattina'],
  activities: ['Scuderia', 'Foto'],
  experience: 'Poca',
  notes: '',
  privacyConsent: true,
  newsConsent: false,
  language: 'en',
  ...overrides,
});

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('volunteers-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  await adminDb().doc('settings/mail').set({ notify: association.notificationEmail });
});

afterEach(signOutApp);

describe('the volunteer form', () => {
  it('stores the application and its two mails in one commit, as the public', async () => {
    const sent = await submitVolunteerApplication(input());
    expect(sent.success).toBe(true);
    const id = sent.data ?? '';
    const stored = (await adminDb().doc(`volunteerApplications/${id}`).get()).data();
    expect(stored).toMatchObject({ ...input(), status: 'Da contattare', isNew: true });
    const notice = (await adminDb().doc(`mail/${id}.notice`).get()).data();
    expect(notice).toMatchObject({
      to: association.notificationEmail,
      template: { name: 'volunteer-notice', data: { id, region: 'TO', horses: [] } },
    });
    expect(JSON.stringify(notice)).not.toMatch(/Bianchi|luca@|7654321/);
    const receipt = (await adminDb().doc(`mail/${id}.received`).get()).data();
    expect(receipt).toMatchObject({
      to: 'luca@example.org',
      template: { name: 'volunteer-received-en', data: { reference: stored?.reference } },
    });
  });

  it('refuses before writing what the rules would refuse, and writes nothing', async () => {
    const sent = await submitVolunteerApplication(input({ ageBand: '16-17' }));
    expect(sent.error?.code).toBe('invalid-argument');
    expect((await adminDb().collection('volunteerApplications').get()).size).toBe(0);
  });
});

describe("the staff's volunteer applications", () => {
  let id = '';
  beforeEach(async () => {
    id = (await submitVolunteerApplication(input({ language: 'it' }))).data ?? '';
    await submitVolunteerApplication(
      input({ givenName: 'Giulia', familyName: 'Verdi', province: 'MI', activities: ['Eventi'] }),
    );
    staff = await signInAs(staffUser);
  });

  it('lists them newest first, filtered by province, activity and name', async () => {
    expect((await listVolunteerApplications()).data?.map((a) => a.givenName)).toEqual([
      'Giulia',
      'Luca',
    ]);
    expect((await listVolunteerApplications({ province: 'MI' })).data).toHaveLength(1);
    expect((await listVolunteerApplications({ activity: 'Foto' })).data?.[0]?.slug).toBe(id);
    expect((await listVolunteerApplicationsPage({ name: 'verdi' })).data?.items).toHaveLength(1);
    expect((await listVolunteerApplications({ status: 'Attivo' })).data).toEqual([]);
  });

  it('saves the status and notes under a log entry that names no applicant', async () => {
    const read = await getVolunteerApplication(id);
    expect(read.success).toBe(true);
    if (!read.success) return;
    const saved = await updateVolunteerApplication(staff, id, {
      ...read.data,
      status: 'Colloquio fissato',
      internalNotes: 'Sabato alle 10.',
    });
    expect(saved.success).toBe(true);
    expect((await adminDb().doc(`volunteerApplications/${id}`).get()).data()).toMatchObject({
      status: 'Colloquio fissato',
      internalNotes: 'Sabato alle 10.',
      isNew: false,
    });
    const logs = await adminDb().collection('logs').where('params.slug', '==', id).get();
    expect(logs.docs.map((doc) => doc.get('function'))).toEqual(['updateVolunteerApplication']);
    expect(JSON.stringify(logs.docs[0]?.data())).not.toMatch(/Bianchi|luca@/);
  });

  it('deletes one with its mails, logged', async () => {
    expect((await deleteVolunteerApplication(staff, id)).success).toBe(true);
    expect((await getVolunteerApplication(id)).error?.code).toBe('not-found');
    expect((await adminDb().doc(`mail/${id}.received`).get()).exists).toBe(false);
    expect((await adminDb().doc(`mail/${id}.notice`).get()).exists).toBe(false);
  });
});
