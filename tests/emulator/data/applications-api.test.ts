import { association } from '#src/config/association';
import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import {
  addAdoptionApplication,
  addCessionApplication,
  deleteAdoptionApplication,
  deleteCessionApplication,
  deleteCircleApplication,
  getCessionApplication,
  listCessionApplications,
  countNewCircleApplications,
  listCircleApplicationsPage,
  updateCessionApplication,
  updateCircleApplication,
  getAdoptionApplication,
  getCircleApplication,
  listAdoptionApplications,
  listAdoptionApplicationsPage,
  listCessionApplicationsPage,
  listCircleApplications,
  updateAdoptionApplication,
} from '#src/features/applications/api/applications-api';
import { submitCircleApplication } from '#src/features/applications/api/public-applications-api';
import { adoptionApplicationSchema } from '#src/features/applications/model/adoption-application';
import { cessionApplicationSchema } from '#src/features/applications/model/cession-application';
import type { CircleApplicationInput } from '#src/features/applications/model/circle-application';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import { applicationReference } from '#src/features/applications/model/application-reference';
import { adoption, cession } from '../rules/application-data';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * day);

let staffUser: TestUser;
let staff: SignedInUser;

const circleInput: CircleApplicationInput = {
  horse: 'Benji',
  horseSlug: 'benji',
  donorName: 'Famiglia Verdi',
  givenName: 'Anna',
  familyName: 'Verdi',
  phone: '+39 333 0000009',
  frequency: 'Mensile',
  amount: 20,
  method: 'Bonifico',
  notes: '',
};

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('applications-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  const batch = adminDb().batch();
  // The deploy's copy of the notification addresses, which the rules check a notice against.
  batch.set(adminDb().doc('settings/mail'), { notify: association.notificationEmail });
  // The horse the circle application names has a circle, as the rules require.
  batch.set(adminDb().doc('publicHorses/benji'), {
    slug: 'benji',
    name: 'Benji',
    status: 'In cerca di casa',
    showWeb: true,
  });
  const regions = ['Lombardia', 'Toscana', 'Lombardia', 'Estero'];
  regions.forEach((region, i) => {
    const id = `adozione-${i}`;
    batch.set(adminDb().doc(`adoptionApplications/${id}`), {
      slug: id,
      givenName: `Persona ${i}`,
      familyName: i === 2 ? 'Rinaldi' : 'Conti',
      region,
      // The last one as the public form sends it: no evaluation stored.
      ...(i < 3 && { evaluation: i === 0 ? 'Promosso' : '' }),
      horses: ['benji'],
      date: daysAgo(i + 1),
    });
  });
  for (let i = 0; i < 27; i += 1) {
    const id = `cessione-${String(i).padStart(2, '0')}`;
    batch.set(adminDb().doc(`cessionApplications/${id}`), {
      slug: id,
      horseName: `Cavallo ${i}`,
      horseRegion: i % 3 === 0 ? 'Puglia' : 'Veneto',
      ...(i % 9 === 0 && { priority: 'Immediata' }),
      ...(i === 9 && { status: 'In carico', givenName: 'Nicolò', familyName: "D'Amico" }),
      date: daysAgo(i),
    });
  }
  await batch.commit();
});

afterEach(signOutApp);

async function logsAbout(slug: string): Promise<FirebaseFirestore.DocumentData[]> {
  const snapshot = await adminDb().collection('logs').where('params.slug', '==', slug).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.date.toMillis() - b.date.toMillis());
}
afterAll(deleteAdminApps);

describe('adoption applications (staff)', () => {
  beforeEach(async () => {
    staff = await signInAs(staffUser);
  });

  it('lists newest first, filtered by region', async () => {
    const all = await listAdoptionApplications();
    expect(all.data?.map((a) => a.slug)).toEqual([
      'adozione-0',
      'adozione-1',
      'adozione-2',
      'adozione-3',
    ]);
    const lombardia = await listAdoptionApplications({ region: 'Lombardia' });
    expect(lombardia.data?.map((a) => a.slug)).toEqual(['adozione-0', 'adozione-2']);
    expect((await listAdoptionApplicationsPage({ region: 'Estero' })).data?.total).toBe(1);
  });

  it('filters by evaluation: "Da valutare" takes those never evaluated, stored or not', async () => {
    const promoted = await listAdoptionApplicationsPage({ evaluation: 'Promosso' });
    expect(promoted.data?.items.map((a) => a.slug)).toEqual(['adozione-0']);
    expect(promoted.data?.total).toBe(1);
    const waiting = await listAdoptionApplicationsPage({ evaluation: '' });
    expect(waiting.data?.items.map((a) => a.slug)).toEqual([
      'adozione-1',
      'adozione-2',
      'adozione-3',
    ]);
    expect(waiting.data).toMatchObject({ total: 3, next: null });
    const both = await listAdoptionApplications({ evaluation: '', region: 'Lombardia' });
    expect(both.data?.map((a) => a.slug)).toEqual(['adozione-2']);
  });

  it('searches by name inside the other filters, as one page', async () => {
    const found = await listAdoptionApplicationsPage({ name: 'rinal' });
    expect(found.data).toMatchObject({ total: 1, next: null });
    expect(found.data?.items.map((a) => a.slug)).toEqual(['adozione-2']);
    expect((await listAdoptionApplications({ name: 'persona conti' })).data).toHaveLength(3);
    expect((await listAdoptionApplications({ name: 'rinaldi', region: 'Toscana' })).data).toEqual(
      [],
    );
  });

  it('finds one by its reference, typed with or without the dash in any case, stored or derived', async () => {
    await adminDb().doc('adoptionApplications/adozione-1').update({ reference: 'T4XC-W6SW' });
    for (const name of ['T4XC-W6SW', 't4xcw6sw', 'T4xc W6sw']) {
      const found = await listAdoptionApplicationsPage({ name });
      expect(found.data?.items.map((a) => a.slug)).toEqual(['adozione-1']);
    }
    // Stored before the field: the reference its id gives ('adozione-3' reads ADOZ-IONE).
    expect(
      (await listAdoptionApplications({ name: 'adoz-ione', region: 'Estero' })).data?.map(
        (a) => a.slug,
      ),
    ).toEqual(['adozione-3']);
  });

  it('reads one with every field, absent ones empty', async () => {
    const result = await getAdoptionApplication('adozione-0');
    expect(result.data).toMatchObject({
      slug: 'adozione-0',
      evaluation: 'Promosso',
      homecheck: '',
      humanWhy: '',
      newsletterUpdates: false,
      horses: ['benji'],
    });
    expect(result.data?.date).toBeInstanceOf(Date);
  });

  it('saves an evaluation with its log entry', async () => {
    const current = (await getAdoptionApplication('adozione-1')).data;
    if (!current) throw new Error('missing');
    const result = await updateAdoptionApplication(staff, 'adozione-1', {
      ...current,
      evaluation: 'Sospeso',
      homecheck: 'Da fare',
    });
    expect(result.success).toBe(true);
    const stored = (await adminDb().doc('adoptionApplications/adozione-1').get()).data();
    expect(stored).toMatchObject({ evaluation: 'Sospeso', homecheck: 'Da fare' });
    const logs = await logsAbout('adozione-1');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      user: { uid: staff.uid, email: staff.email },
      function: 'updateAdoptionApplication',
      collection: 'adoptionApplications',
      params: { slug: 'adozione-1', changes: { evaluation: 'Sospeso', homecheck: 'Da fare' } },
    });
  });

  it("logs only the staff fields a save changed, never the applicant's answers", async () => {
    const current = (await getAdoptionApplication('adozione-2')).data;
    if (!current) throw new Error('missing');
    const result = await updateAdoptionApplication(staff, 'adozione-2', {
      ...current,
      givenName: 'Persona Due',
      phone: '+39 347 5550002',
      internalNotes: 'Richiamare dopo le 18.',
    });
    expect(result.success).toBe(true);
    const [entry] = await logsAbout('adozione-2');
    expect(entry?.params).toEqual({
      slug: 'adozione-2',
      changes: { internalNotes: 'Richiamare dopo le 18.' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Persona|347 5550002|Lombardia|benji/);
    // The save writes the staff's fields only: the applicant's answers stay as sent.
    const stored = (await adminDb().doc('adoptionApplications/adozione-2').get()).data();
    expect(stored?.givenName).not.toBe('Persona Due');
    expect(stored?.phone).not.toBe('+39 347 5550002');
  });

  it('writes and logs nothing when a save changes nothing', async () => {
    const current = (await getAdoptionApplication('adozione-2')).data;
    if (!current) throw new Error('missing');
    // The first save may store the empty staff fields an older application lacks.
    expect((await updateAdoptionApplication(staff, 'adozione-2', current)).success).toBe(true);
    const logged = (await logsAbout('adozione-2')).length;
    expect((await updateAdoptionApplication(staff, 'adozione-2', current)).success).toBe(true);
    expect(await logsAbout('adozione-2')).toHaveLength(logged);
  });

  it('refuses to save an application that does not exist, writing nothing', async () => {
    const current = (await getAdoptionApplication('adozione-1')).data;
    if (!current) throw new Error('missing');
    const result = await updateAdoptionApplication(staff, 'nessuna', {
      ...current,
      slug: 'nessuna',
    });
    expect(result.error?.code).toBe('not-found');
    expect((await adminDb().doc('adoptionApplications/nessuna').get()).exists).toBe(false);
    expect(await logsAbout('nessuna')).toHaveLength(0);
  });

  it('records an application received elsewhere, logged, with a server date', async () => {
    // Every answer, checked as a public create's (decision 72).
    const input = z.parse(adoptionApplicationSchema, {
      ...adoption({ givenName: 'Nuova', region: 'Sicilia' }),
      slug: 'x',
      date: new Date(),
    });
    const { slug, date, ...fields } = input;
    const added = await addAdoptionApplication(staff, { ...fields, evaluation: 'Promosso' });
    expect(added.success).toBe(true);
    const stored = (await adminDb().doc(`adoptionApplications/${added.data}`).get()).data();
    expect(stored).toMatchObject({ slug: added.data, givenName: 'Nuova', region: 'Sicilia' });
    expect(stored?.date).toBeInstanceOf(Timestamp);
    expect(added.data).toMatch(/^[A-Za-z0-9]{20}$/);
    const [entry] = await logsAbout(added.data ?? '');
    expect(entry).toMatchObject({
      function: 'addAdoptionApplication',
      params: { slug: added.data, changes: { evaluation: 'Promosso' } },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Nuova|Sicilia/);
  });

  it('refuses an application received elsewhere whose e-mail names more than one mailbox', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { slug, date, ...fields } = z.parse(adoptionApplicationSchema, {
      ...adoption({ email: 'ada@example.org, bice@example.org' }),
      slug: 'x',
      date: new Date(),
    });
    const added = await addAdoptionApplication(staff, fields);
    expect(added.error?.code).toBe('permission-denied');
    const stored = adminDb()
      .collection('adoptionApplications')
      .where('email', '==', 'ada@example.org, bice@example.org');
    expect((await stored.get()).empty).toBe(true);
  });

  it('is refused to anonymous visitors', async () => {
    await signOutApp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await listAdoptionApplications()).error?.code).toBe('permission-denied');
    expect((await getAdoptionApplication('adozione-0')).error?.code).toBe('permission-denied');
  });
});

describe('cession applications (staff)', () => {
  beforeEach(async () => {
    staff = await signInAs(staffUser);
  });

  it('pages across pages with cursors, with the filtered total', async () => {
    const first = await listCessionApplicationsPage();
    expect(first.data?.items).toHaveLength(25);
    expect(first.data?.total).toBe(27);
    const second = await listCessionApplicationsPage({}, first.data?.next);
    expect(second.data?.items.map((c) => c.slug)).toEqual(['cessione-25', 'cessione-26']);
    const puglia = await listCessionApplicationsPage({ region: 'Puglia' });
    expect(puglia.data?.total).toBe(9);
    expect(puglia.data?.items.every((c) => c.horseRegion === 'Puglia')).toBe(true);
  });

  it('filters by priority and status, "Da prendere in carico" included, and by name', async () => {
    const urgent = await listCessionApplicationsPage({ priority: 'Immediata' });
    expect(urgent.data?.items.map((c) => c.slug)).toEqual([
      'cessione-00',
      'cessione-09',
      'cessione-18',
    ]);
    const taken = await listCessionApplications({ status: 'In carico', priority: 'Immediata' });
    expect(taken.data?.map((c) => c.slug)).toEqual(['cessione-09']);
    const waiting = await listCessionApplicationsPage({ status: '', region: 'Puglia' });
    expect(waiting.data).toMatchObject({ total: 8, next: null });
    expect(waiting.data?.items.some((c) => c.slug === 'cessione-09')).toBe(false);
    expect(
      (await listCessionApplications({ name: 'nicolo amico' })).data?.map((c) => c.slug),
    ).toEqual(['cessione-09']);
  });

  it("deletes one, logged, with its mails and no other application's", async () => {
    const mail = { to: 'x@example.org', template: { name: 'staff-message-it', data: {} } };
    const delivered = { ...mail, delivery: { state: 'SUCCESS' } };
    await adminDb().doc('mail/cessione-03.notice').set(delivered);
    await adminDb().doc('mail/cessione-03.message-AbCdEfGhIj0123456789').set(delivered);
    await adminDb().doc('mail/cessione-030.notice').set(delivered);
    expect((await deleteCessionApplication(staff, 'cessione-03')).success).toBe(true);
    expect((await adminDb().doc('cessionApplications/cessione-03').get()).exists).toBe(false);
    const left = await adminDb().collection('mail').get();
    expect(left.docs.map((doc) => doc.id)).toEqual(['cessione-030.notice']);
  });
});

describe('circle applications', () => {
  it('are sent by anonymous visitors with a server date and read back by staff', async () => {
    const sent = await submitCircleApplication({ ...circleInput, notes: 'Per il suo compleanno' });
    expect(sent.success).toBe(true);
    staff = await signInAs(staffUser);
    const stored = await getCircleApplication(sent.data ?? '');
    expect(stored.data).toMatchObject({ ...circleInput, notes: 'Per il suo compleanno' });
    const notice = await adminDb().doc(`mail/${sent.data}.notice`).get();
    expect(notice.data()).toMatchObject({
      to: association.notificationEmail,
      template: { name: 'application-notice', data: { kind: 'circle', horses: ['Benji'] } },
    });
    expect(Math.abs((stored.data?.date.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect((await listCircleApplications({ horse: 'Benji' })).data).toHaveLength(1);
    expect((await listCircleApplications({ horse: 'Ada' })).data).toHaveLength(0);
    expect((await listCircleApplications({ status: '' })).data).toHaveLength(1);
    expect((await listCircleApplications({ horse: 'Benji', status: 'Attivo' })).data).toHaveLength(
      0,
    );
  });

  it('leave out empty notes, which the rules would refuse as an unexpected field', async () => {
    const sent = await submitCircleApplication(circleInput);
    const raw = (await adminDb().doc(`circleApplications/${sent.data}`).get()).data();
    expect(Object.keys(raw ?? {}).sort()).toEqual([
      'amount',
      'date',
      'donorName',
      'familyName',
      'frequency',
      'givenName',
      'horse',
      'horseSlug',
      'method',
      'phone',
      'reference',
      'status',
    ]);
    expect(raw?.reference).toBe(applicationReference(sent.data ?? ''));
  });

  it('are found by the reference the applicant was given', async () => {
    const sent = await submitCircleApplication(circleInput);
    const reference = applicationReference(sent.data ?? '');
    await signInAs(staffUser);
    const found = await listCircleApplications({ name: reference.replace('-', '').toLowerCase() });
    expect(found.data?.map((c) => c.slug)).toEqual([sent.data]);
    expect(found.data?.[0]?.reference).toBe(reference);
  });

  it('fail with the server refusal when malformed, and store nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await submitCircleApplication({ ...circleInput, amount: -5 });
    expect(result.error?.code).toBe('permission-denied');
    expect((await adminDb().collection('circleApplications').get()).size).toBe(0);
  });

  it('cannot be listed by visitors', async () => {
    await submitCircleApplication(circleInput);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await listCircleApplications()).error?.code).toBe('permission-denied');
  });
});

describe('every application kind (staff)', () => {
  beforeEach(async () => {
    staff = await signInAs(staffUser);
    const sent = await submitCircleApplication(circleInput);
    circleId = sent.data ?? '';
  });

  let circleId = '';

  it('reads, updates with a log entry and deletes a cession application', async () => {
    const current = (await getCessionApplication('cessione-01')).data;
    if (!current) throw new Error('missing');
    expect(current).toMatchObject({ slug: 'cessione-01', status: '', priority: '' });
    const updated = await updateCessionApplication(staff, 'cessione-01', {
      ...current,
      status: 'In carico',
      priority: 'Immediata',
    });
    expect(updated.success).toBe(true);
    expect((await adminDb().doc('cessionApplications/cessione-01').get()).get('status')).toBe(
      'In carico',
    );
    expect(
      (await listCessionApplications({ region: 'Veneto' })).data?.every(
        (c) => c.horseRegion === 'Veneto',
      ),
    ).toBe(true);
    const logs = await logsAbout('cessione-01');
    expect(logs.map((entry) => entry.params)).toEqual([
      { slug: 'cessione-01', changes: { status: 'In carico' } },
    ]);
  });

  it('records a cession application received elsewhere, logged', async () => {
    const input = z.parse(cessionApplicationSchema, {
      ...cession({ horseName: 'Stella', horseRegion: 'Marche' }),
      slug: 'x',
      date: new Date(),
    });
    const { slug, date, ...fields } = input;
    const added = await addCessionApplication(staff, fields);
    expect(added.success).toBe(true);
    const stored = (await adminDb().doc(`cessionApplications/${added.data}`).get()).data();
    expect(stored).toMatchObject({ slug: added.data, horseName: 'Stella' });
  });

  it('deletes an adoption application; the log keeps its id, not the applicant', async () => {
    const current = (await getAdoptionApplication('adozione-3')).data;
    if (!current) throw new Error('missing');
    const notes = 'Ha un mutuo: richiamare dopo le 18.';
    await updateAdoptionApplication(staff, 'adozione-3', { ...current, internalNotes: notes });
    expect(await logsAbout('adozione-3')).toHaveLength(1);
    // Its traces (the staff notes above) go in the deletion's own commit.
    expect((await deleteAdoptionApplication(staff, 'adozione-3')).success).toBe(true);
    expect((await adminDb().doc('adoptionApplications/adozione-3').get()).exists).toBe(false);
    const logs = await logsAbout('adozione-3');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      function: 'deleteAdoptionApplication',
      collection: 'adoptionApplications',
      params: { slug: 'adozione-3', changes: {} },
    });
    expect(JSON.stringify(logs[0])).not.toMatch(/Persona 3|Estero|mutuo/);
  });

  it('says when the application to delete does not exist, writing nothing', async () => {
    expect((await deleteAdoptionApplication(staff, 'nessuna')).error?.code).toBe('not-found');
    expect(await logsAbout('nessuna')).toHaveLength(0);
  });

  it('updates and deletes a circle application, logged', async () => {
    const current = (await getCircleApplication(circleId)).data;
    if (!current) throw new Error('missing');
    // Sent from the form, "Da contattare": counted as new until staff set another status.
    expect(await countNewCircleApplications()).toEqual({ success: true, data: 1 });
    const updated = await updateCircleApplication(staff, circleId, {
      ...current,
      status: 'Chiuso',
      internalNotes: 'Non ha mai pagato.',
    });
    expect(updated.success).toBe(true);
    expect((await adminDb().doc(`circleApplications/${circleId}`).get()).get('status')).toBe(
      'Chiuso',
    );
    expect((await listCircleApplicationsPage({ horse: 'Benji' })).data?.total).toBe(1);
    expect((await listCircleApplicationsPage({ status: 'Chiuso' })).data?.total).toBe(1);
    expect(await countNewCircleApplications()).toEqual({ success: true, data: 0 });
    expect((await listCircleApplicationsPage({ name: 'verdi' })).data?.total).toBe(1);
    expect((await listCircleApplicationsPage({ name: 'rossi' })).data?.total).toBe(0);
    // The applicant's answers stay as sent: a save writes only the staff's fields.
    const changed = await updateCircleApplication(staff, circleId, { ...current, amount: 30 });
    expect(changed.success).toBe(true);
    expect((await adminDb().doc(`circleApplications/${circleId}`).get()).get('amount')).toBe(20);
    // The member had unsubscribed from the news: that goes with them, and nobody else's.
    await adminDb()
      .doc(`unsubscribes/${circleId}`)
      .set({ token: 'x'.repeat(32), date: new Date() });
    await adminDb()
      .doc('unsubscribes/altro')
      .set({ token: 'y'.repeat(32), date: new Date() });
    expect((await deleteCircleApplication(staff, circleId)).success).toBe(true);
    expect((await getCircleApplication(circleId)).error?.code).toBe('not-found');
    expect((await adminDb().doc(`unsubscribes/${circleId}`).get()).exists).toBe(false);
    expect((await adminDb().doc('unsubscribes/altro').get()).exists).toBe(true);
    const logs = await logsAbout(circleId);
    expect(logs.map((entry) => entry.function)).toEqual(['deleteCircleApplication']);
  });
});
