import { setLogLevel } from 'firebase/firestore/lite';
import {
  correctVolunteer,
  enrolVolunteer,
  eraseRegisteredPerson,
  listRegisterEntries,
  listRegisterPage,
  missingInsuranceMessage,
  readInsurerNotices,
  readRegisterEntry,
  registerKeptReason,
  removeVolunteer,
} from '#src/features/volunteers/api/register-api';
import {
  newEnrolmentDraft,
  type EnrolmentDraft,
} from '#src/features/volunteers/model/register-draft';
import { coveredOn } from '#src/features/volunteers/model/register-entries';
import { grantVolunteerAccess } from '#src/features/volunteers/api/access-api';
import {
  accessErasedReason,
  eraseVolunteerApplication,
} from '#src/features/volunteers/api/volunteer-applications-api';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { loadMailTemplates } from '#tools/mail/templates';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';
import { mailsTo } from '../../support/inbox';

// Unique per run: the local inbox outlives a test.
const run = Date.now();
const insurerEmail = `polizze-${run}@assicurazione.example`;

let staffUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('register-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  await adminDb().doc('settings/insurance').set({ insurerEmail, policyNumber: 'RC-1187' });
  await loadMailTemplates(adminDb(), 'https://www.equinozio.it');
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

const mario: EnrolmentDraft = {
  ...newEnrolmentDraft('2026-03-01'),
  givenName: 'Mario',
  familyName: 'Rossi',
  fiscalCode: 'rssmra85t10a562s',
  birthDate: '1985-12-10',
  birthPlace: 'Roma',
  residence: 'Via Roma 1, 00100 Roma (RM)',
  email: 'mario@example.org',
  section: 'non-occasionale',
};
const giulia: EnrolmentDraft = {
  ...mario,
  givenName: 'Giulia',
  familyName: 'Bianchi',
  fiscalCode: 'BNCGLI80A41H501C',
  birthDate: '1980-01-01',
  email: '',
};

const numbers = async (section: string) =>
  (await adminDb().collection('volunteerRegister').where('section', '==', section).get()).docs
    .map((record) => record.get('number') as number)
    .sort((a, b) => a - b);

describe('the register of volunteers', () => {
  it('enrols with the next number, logged without the person, and tells the insurer', async () => {
    const first = await enrolVolunteer(staff, mario);
    expect(first).toEqual({ success: true, data: { id: 'non-occasionale-000001', number: 1 } });
    const record = (await adminDb().doc('volunteerRegister/non-occasionale-000001').get()).data();
    expect(record).toMatchObject({
      kind: 'iscrizione',
      number: 1,
      person: { fiscalCode: 'RSSMRA85T10A562S', residence: 'Via Roma 1, 00100 Roma (RM)' },
      recordedBy: staff.uid,
    });
    const log = await adminDb().collection('logs').where('function', '==', 'enrolVolunteer').get();
    const logged = JSON.stringify(log.docs[0]?.data());
    expect(log.docs[0]?.get('params')).toEqual({
      slug: 'non-occasionale-000001',
      item: { kind: 'iscrizione', section: 'non-occasionale', number: 1 },
    });
    expect(logged).not.toContain('RSSMRA');
    expect(logged).not.toContain('Via Roma');

    // The insurer's mail reaches the local inbox, with the codice fiscale and the policy.
    const [mail] = await mailsTo(insurerEmail);
    expect(mail?.subject).toBe('Nuovo volontario da assicurare: Rossi Mario (polizza RC-1187)');
    expect(mail?.text).toContain('Codice fiscale: RSSMRA85T10A562S');
    expect(mail?.text).toContain("Inizio dell'attività e della copertura: 2026-03-01");
    await expect
      .poll(
        async () =>
          (await readInsurerNotices([first.data?.id ?? ''])).data?.get(first.data?.id ?? '')?.state,
      )
      .toBe('SUCCESS');
  });

  it('numbers entries made at once with no gap and no duplicate', async () => {
    const count = 6;
    const results = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        enrolVolunteer(staff, {
          ...giulia,
          section: index % 2 ? 'occasionale' : 'non-occasionale',
        }),
      ),
    );
    const done = results.filter((result) => result.success).length;
    for (const result of results) {
      // Whoever lost every race gets the clear message, nothing half-written.
      if (!result.success) expect(result.error.code).toBe('aborted');
    }
    const non = await numbers('non-occasionale');
    const occ = await numbers('occasionale');
    expect(non).toEqual(non.map((_, index) => index + 1));
    expect(occ).toEqual(occ.map((_, index) => index + 1));
    expect(non.length + occ.length).toBe(done);
    expect(done).toBeGreaterThanOrEqual(count - 2);
    const counter = await adminDb().doc('volunteerRegisterCounters/non-occasionale').get();
    expect(counter.get('last')).toBe(non.length);
  });

  it('refuses an enrolment whose codice fiscale does not match, before writing', async () => {
    const wrong = await enrolVolunteer(staff, { ...mario, birthDate: '1985-12-11' });
    expect(wrong.error).toEqual({
      code: 'invalid-argument',
      message:
        'La data di nascita nel codice (10/12/85) non corrisponde a quella indicata (11/12/1985).',
    });
    expect((await adminDb().collection('volunteerRegister').get()).size).toBe(0);
  });

  it("refuses to enrol while the insurer's address is missing", async () => {
    await adminDb().doc('settings/insurance').delete();
    expect((await enrolVolunteer(staff, mario)).error).toEqual({
      code: 'failed-precondition',
      message: missingInsuranceMessage,
    });
  });

  it('removes once, corrects, and reads the entry in order; the list filters and searches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await enrolVolunteer(staff, mario);
    await enrolVolunteer(staff, { ...giulia, startDate: '2026-04-01' });
    const fixed = await correctVolunteer(
      staff,
      { id: 'non-occasionale-000001', section: 'non-occasionale' },
      { ...mario, birthPlace: 'Ardea', startDate: '2026-03-02', reason: 'Luogo sbagliato' },
    );
    expect(fixed.data?.number).toBe(3);
    const removal = { endDate: '2026-06-30', reason: 'Trasferito' };
    const enrolment = {
      id: 'non-occasionale-000001',
      section: 'non-occasionale',
      startDate: '2026-03-02',
    } as const;
    expect((await removeVolunteer(staff, enrolment, removal)).data?.number).toBe(4);
    expect((await removeVolunteer(staff, enrolment, removal)).error?.message).toBe(
      "L'iscrizione n. 1 è già cancellata (fine 2026-06-30).",
    );
    expect(
      (await removeVolunteer(staff, enrolment, { ...removal, endDate: '2026-03-01' })).error
        ?.message,
    ).toBe("La data di fine non può precedere l'inizio (2026-03-02).");
    const removed = await vi.waitFor(
      async () => {
        const found = (await mailsTo(insurerEmail)).find((mail) =>
          mail.subject.startsWith('Volontario da togliere dalla copertura: Rossi Mario'),
        );
        if (!found) throw new Error('No removal notice yet');
        return found;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(removed.text).toContain('Ultimo giorno di attività e di copertura: 2026-06-30');

    const entry = await readRegisterEntry('non-occasionale-000001');
    expect(entry.data?.corrections.map((record) => record.number)).toEqual([3]);
    expect(entry.data?.removal?.number).toBe(4);
    expect(entry.data?.person.birthPlace).toBe('Ardea');
    expect(entry.data?.startDate).toBe('2026-03-02');

    const list = async (status: 'tutti' | 'attivi' | 'cessati', search = '') =>
      (await listRegisterPage({ section: 'non-occasionale', status, search })).data?.items.map(
        (row) => row.number,
      );
    expect(await list('tutti')).toEqual([1, 2]);
    expect(await list('attivi')).toEqual([2]);
    expect(await list('cessati')).toEqual([1]);
    expect(await list('tutti', 'ROSS')).toEqual([1]);
    expect(await list('tutti', 'bianchi gi')).toEqual([2]);
    expect(await list('attivi', 'rossi')).toEqual([]);

    // Covered on a date: corrections applied, removed ones until their end date.
    const entries = (await listRegisterEntries()).data ?? [];
    expect(coveredOn(entries, '2026-03-01').map((each) => each.number)).toEqual([]);
    expect(coveredOn(entries, '2026-06-30').map((each) => each.person.familyName)).toEqual([
      'Bianchi',
      'Rossi',
    ]);
    expect(coveredOn(entries, '2026-07-01').map((each) => each.person.familyName)).toEqual([
      'Bianchi',
    ]);
  });

  it('keeps the register at an erasure request and deletes the delivered notices', async () => {
    await enrolVolunteer(staff, mario);
    await mailsTo(insurerEmail);
    await expect
      .poll(async () =>
        (await adminDb().doc('mail/non-occasionale-000001.insurer').get()).get('delivery.state'),
      )
      .toBe('SUCCESS');
    const erasure = await eraseRegisteredPerson(staff, 'RSSMRA85T10A562S');
    expect(erasure.data).toMatchObject({ reason: registerKeptReason, erased: 1, pending: 0 });
    expect(erasure.data?.kept.map((row) => row.id)).toEqual(['non-occasionale-000001']);
    expect((await adminDb().doc('mail/non-occasionale-000001.insurer').get()).exists).toBe(false);
    expect((await adminDb().doc('volunteerRegister/non-occasionale-000001').get()).exists).toBe(
      true,
    );
  });

  it('erases through the application: the application and the delivered notice go, the entry stays and staff are told why', async () => {
    await adminDb().doc('volunteerApplications/volapp01').set({ givenName: 'Mario' });
    await enrolVolunteer(staff, { ...mario, applicationId: 'volapp01' });
    await mailsTo(insurerEmail);
    await expect
      .poll(async () =>
        (await adminDb().doc('mail/non-occasionale-000001.insurer').get()).get('delivery.state'),
      )
      .toBe('SUCCESS');
    const erasure = await eraseVolunteerApplication(staff, { slug: 'volapp01', email: '' });
    expect(erasure).toEqual({
      success: true,
      data: `${registerKeptReason} Iscrizioni che restano: n. 1.`,
    });
    expect((await adminDb().doc('volunteerApplications/volapp01').get()).exists).toBe(false);
    expect((await adminDb().doc('mail/non-occasionale-000001.insurer').get()).exists).toBe(false);
    expect((await adminDb().doc('volunteerRegister/non-occasionale-000001').get()).exists).toBe(
      true,
    );
  });

  it("erases through the application the volunteer's own accesses, under its address and the entry's", async () => {
    await adminDb().doc('volunteerApplications/volapp03').set({ givenName: 'Mario' });
    await enrolVolunteer(staff, { ...mario, applicationId: 'volapp03' });
    for (const email of ['mario@example.org', 'Mario.Rossi@Example.org']) {
      const granted = await grantVolunteerAccess(staff, {
        name: 'Mario Rossi',
        email,
        registerNumber: '1',
      });
      expect(granted.success).toBe(true);
    }
    const other = await grantVolunteerAccess(staff, {
      name: 'Giulia Bianchi',
      email: 'giulia@example.org',
      registerNumber: '',
    });
    const erasure = await eraseVolunteerApplication(staff, {
      slug: 'volapp03',
      email: 'Mario.Rossi@Example.org',
    });
    expect(erasure.error).toBeUndefined();
    expect(erasure.data).toContain(accessErasedReason);
    expect(erasure.data?.split(accessErasedReason)).toHaveLength(2);
    const accesses = await adminDb().collection('volunteerAccess').get();
    expect(accesses.docs.map((access) => access.id)).toEqual([other.data]);
    const logged = await adminDb()
      .collection('logs')
      .where('function', '==', 'deleteVolunteerAccess')
      .get();
    expect(logged.size).toBe(2);
    expect(JSON.stringify(logged.docs.map((entry) => entry.data()))).not.toMatch(/mario/i);
  });

  it('erases an application nobody enrolled with nothing to tell', async () => {
    await adminDb().doc('volunteerApplications/volapp02').set({ givenName: 'Ada' });
    await enrolVolunteer(staff, mario);
    expect(await eraseVolunteerApplication(staff, { slug: 'volapp02', email: '' })).toEqual({
      success: true,
      data: undefined,
    });
    expect((await adminDb().doc('volunteerApplications/volapp02').get()).exists).toBe(false);
  });
});
