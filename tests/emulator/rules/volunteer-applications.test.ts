import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { provinceCodes } from '#src/config/provinces';
import { applicationReference } from '#src/features/applications/model/application-reference';
import {
  applicationMails,
  notificationEmail,
  staffMessageMailId,
} from '#src/features/mail/model/mail';
import {
  volunteerActivities,
  volunteerApplicationInputSchema,
  volunteerLimits,
  volunteerSlots,
  volunteerStatuses,
} from '#src/features/volunteers/model/volunteer-application';
import * as z from 'zod/mini';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  seed,
  startRulesTestEnvironment,
  without,
  type Callers,
} from './support.ts';

let env: RulesTestEnvironment;
let as: Callers;
const NOTIFY = notificationEmail();

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { 'settings/mail': { notify: NOTIFY } });
});
afterAll(() => env.cleanup());

const applications = 'volunteerApplications';

/** What the form sends (volunteerApplicationInputSchema takes it), before the stored keys. */
function input(overrides: DocumentData = {}): DocumentData {
  return {
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
    language: 'it',
    ...overrides,
  };
}

/** As submitVolunteerApplication stores it under `id`. */
const stored = (id: string, data: DocumentData): DocumentData => ({
  status: 'Da contattare',
  isNew: true,
  reference: applicationReference(id),
  date: serverTimestamp(),
  ...data,
});

function submit(db: Firestore, data: DocumentData, id = doc(collection(db, applications)).id) {
  return setDoc(doc(db, applications, id), stored(id, data));
}

/** The application and its two mails in one commit, as the form sends them. */
function submitWithMails(
  db: Firestore,
  data: DocumentData,
  change?: (mails: DocumentData) => void,
) {
  const id = doc(collection(db, applications)).id;
  const batch = writeBatch(db);
  const application = stored(id, data);
  batch.set(doc(db, applications, id), application);
  const about = {
    email: String(data.email),
    region: String(data.province),
    horses: [],
    receipt: { reference: String(application.reference), horses: [] },
  };
  const language = data.language === 'en' ? 'en' : 'it';
  for (const [mailId, mail] of applicationMails('volunteer', id, about, language)) {
    const written: DocumentData = { ...mail, date: serverTimestamp() };
    change?.(written);
    batch.set(doc(db, 'mail', mailId), written);
  }
  return batch.commit();
}

const keptAt = Timestamp.fromDate(new Date('2026-11-01T09:00:00Z'));
const keptId = 'VoLuNtEeRaPpLiCaTiOn';
const kept = { ...stored(keptId, input()), date: keptAt };

describe('volunteerApplications', () => {
  describe('the public create', () => {
    it('takes what the form sends, from anyone, and the schema takes the same', async () => {
      expect(z.safeParse(volunteerApplicationInputSchema, input()).success).toBe(true);
      await assertSucceeds(submit(as.anonymous, input()));
      await assertSucceeds(submit(as.user, input({ language: 'en', newsConsent: true })));
    });

    it("takes a 16-17 year old only with a parent's or guardian's consent and name", async () => {
      const minor = { ageBand: '16-17', guardianConsent: true, guardianName: 'Anna Bianchi' };
      await assertSucceeds(submit(as.anonymous, input(minor)));
      await assertFails(submit(as.anonymous, input({ ...minor, guardianConsent: false })));
      await assertFails(submit(as.anonymous, input({ ...minor, guardianName: '' })));
      // An adult carries no guardian.
      await assertFails(submit(as.anonymous, input({ guardianConsent: true })));
      await assertFails(submit(as.anonymous, input({ guardianName: 'Anna Bianchi' })));
      await assertFails(submit(as.anonymous, input({ ageBand: '15' })));
    });

    it('takes every province of src/config/provinces.ts, and nothing else', async () => {
      for (const province of provinceCodes) {
        await assertSucceeds(submit(as.anonymous, input({ province })));
      }
      for (const province of ['', 'XX', 'to', 'Torino', 1]) {
        await assertFails(submit(as.anonymous, input({ province })));
      }
    });

    it('takes each slot and activity once, at least one, and no other', async () => {
      await assertSucceeds(
        submit(
          as.anonymous,
          input({ availability: [...volunteerSlots], activities: [...volunteerActivities] }),
        ),
      );
      for (const availability of [
        [],
        ['Weekend mattina', 'Weekend mattina'],
        ['Sempre'],
        'Weekend mattina',
      ]) {
        await assertFails(submit(as.anonymous, input({ availability })));
      }
      for (const activities of [[], ['Foto', 'Foto'], ['Cucina'], [1]]) {
        await assertFails(submit(as.anonymous, input({ activities })));
      }
    });

    it.each([
      ['experience', 'Tanta'],
      ['ageBand', ''],
      ['language', 'fr'],
      ['privacyConsent', false],
      ['newsConsent', 'yes'],
      ['guardianConsent', 'no'],
      ['email', 'not an address'],
      ['email', 'a@example.org, b@example.org'],
      ['phone', '12345'],
      ['phone', 'call me'],
      ['givenName', ''],
      ['familyName', 7],
      ['notes', null],
    ])('refuses %s = %j', async (field, value) => {
      await assertFails(submit(as.anonymous, input({ [field]: value })));
    });

    it.each([
      ['givenName', volunteerLimits.name],
      ['familyName', volunteerLimits.name],
      ['notes', volunteerLimits.notes],
    ])('bounds %s at %i characters', async (field, max) => {
      await assertSucceeds(submit(as.anonymous, input({ [field]: 'è'.repeat(max) })));
      await assertFails(submit(as.anonymous, input({ [field]: 'è'.repeat(max + 1) })));
    });

    it('bounds the guardian name at 100 characters', async () => {
      const minor = { ageBand: '16-17', guardianConsent: true };
      await assertSucceeds(
        submit(as.anonymous, input({ ...minor, guardianName: 'a'.repeat(100) })),
      );
      await assertFails(submit(as.anonymous, input({ ...minor, guardianName: 'a'.repeat(101) })));
    });

    it.each(Object.keys(input()).concat(['status', 'isNew', 'date', 'reference']))(
      'refuses an application without %s',
      async (field) => {
        const id = doc(collection(as.anonymous, applications)).id;
        await assertFails(
          setDoc(doc(as.anonymous, applications, id), without(stored(id, input()), field)),
        );
      },
    );

    it('refuses an extra key, a staff field or a status other than "Da contattare"', async () => {
      await assertFails(submit(as.anonymous, input({ fiscalCode: 'RSSMRA80A01H501U' })));
      await assertFails(submit(as.anonymous, input({ internalNotes: 'ok' })));
      for (const status of volunteerStatuses.filter((value) => value !== 'Da contattare')) {
        await assertFails(submit(as.anonymous, input({ status })));
      }
      await assertFails(submit(as.anonymous, input({ isNew: false })));
    });

    it("refuses a client's date, another id's reference and an id the sender chose", async () => {
      await assertFails(submit(as.anonymous, input({ date: Timestamp.now() })));
      await assertFails(submit(as.anonymous, input({ reference: 'ABCD-EFGH' })));
      const chosen = 'luca-bianchi';
      await assertFails(setDoc(doc(as.anonymous, applications, chosen), stored(chosen, input())));
    });
  });

  describe('its two mails', () => {
    it("go in the application's commit: the notice names the province, the receipt the reference", async () => {
      await assertSucceeds(submitWithMails(as.anonymous, input()));
      await assertSucceeds(submitWithMails(as.anonymous, input({ language: 'en' })));
    });

    it('refuse another template, another address, an answer in the notice or a horse', async () => {
      const tries: ((mail: DocumentData) => void)[] = [
        (mail) => {
          if (mail.to === NOTIFY) mail.template.name = 'application-notice';
        },
        (mail) => {
          if (mail.to !== NOTIFY) mail.template.name = 'application-received-it';
        },
        (mail) => {
          if (mail.to !== NOTIFY) mail.to = 'someone@example.org';
        },
        (mail) => {
          if (mail.to === NOTIFY) mail.template.data.region = 'MI';
        },
        (mail) => {
          if (mail.to === NOTIFY) mail.template.data.phone = '+39 333 7654321';
        },
        (mail) => {
          if (mail.to !== NOTIFY) mail.template.data.horses = ['Ada'];
        },
      ];
      for (const change of tries) {
        await assertFails(submitWithMails(as.anonymous, input(), change));
      }
    });
  });

  describe('read, update and delete', () => {
    beforeEach(() => seed(env, { [`${applications}/${keptId}`]: kept }));

    it('refuses the public and signed-in users any read, update or delete', async () => {
      for (const db of [as.anonymous, as.user]) {
        await assertFails(getDoc(doc(db, applications, keptId)));
        await assertFails(getDocs(collection(db, applications)));
        await assertFails(getCountFromServer(collection(db, applications)));
        await assertFails(updateDoc(doc(db, applications, keptId), { status: 'Attivo' }));
        await assertFails(setDoc(doc(db, applications, keptId), stored(keptId, input())));
        await assertFails(deleteDoc(doc(db, applications, keptId)));
      }
    });

    it('lets staff read and count them', async () => {
      await assertSucceeds(getDoc(doc(as.staff, applications, keptId)));
      const count = await assertSucceeds(getCountFromServer(collection(as.staff, applications)));
      expect(count.data().count).toBe(1);
    });

    it('lets staff change the status, their notes and isNew, logged', async () => {
      for (const status of volunteerStatuses) {
        await assertSucceeds(
          commitLogged(as.staff, [applications, keptId], (batch) =>
            batch.update(doc(as.staff, applications, keptId), {
              status,
              isNew: false,
              internalNotes: `Ora ${status}`,
            }),
          ),
        );
      }
    });

    it('refuses a staff write without its log entry, or one that changes an answer', async () => {
      await assertFails(updateDoc(doc(as.staff, applications, keptId), { status: 'Attivo' }));
      await assertFails(
        commitLogged(as.staff, [applications, keptId], (batch) =>
          batch.update(doc(as.staff, applications, keptId), { status: 'Approvata' }),
        ),
      );
      await assertFails(
        commitLogged(as.staff, [applications, keptId], (batch) =>
          batch.update(doc(as.staff, applications, keptId), { phone: '+39 02 1234567' }),
        ),
      );
      await assertFails(
        commitLogged(as.staff, [applications, keptId], (batch) =>
          batch.update(doc(as.staff, applications, keptId), { internalNotes: 'n'.repeat(5001) }),
        ),
      );
    });

    it('lets staff delete one, logged', async () => {
      await assertFails(deleteDoc(doc(as.staff, applications, keptId)));
      await assertSucceeds(
        commitLogged(as.staff, [applications, keptId], (batch) =>
          batch.delete(doc(as.staff, applications, keptId)),
        ),
      );
    });

    it("lets staff send the applicant an interview message, logged, to the applicant's address", async () => {
      const mailId = staffMessageMailId(keptId, 'AbCdEfGhIj0123456789');
      const message = (to: string) => ({
        to,
        template: {
          name: 'staff-message-it',
          data: {
            kind: 'volunteer',
            preset: 'interview',
            subject: 'Fissiamo un colloquio',
            paragraphs: ['Ciao Luca,', 'quando passi?'],
          },
        },
        date: serverTimestamp(),
      });
      const send = (to: string) =>
        commitLogged(
          as.staff,
          ['mail', mailId],
          (batch) => batch.set(doc(as.staff, 'mail', mailId), message(to)),
          { entry: logEntryFor('mail', mailId, { function: 'sendStaffMessage' }) },
        );
      await assertFails(send('other@example.org'));
      await assertSucceeds(send('luca@example.org'));
    });
  });
});
