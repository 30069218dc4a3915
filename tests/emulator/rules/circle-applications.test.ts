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
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  horseWithCircle,
  logEntryFor,
  seed,
  startRulesTestEnvironment,
  without,
  type Callers,
} from './support.ts';
import { isPhoneNumber } from '#src/features/applications/model/public-application';
import { phones, withReference } from './application-data.ts';

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, horseWithCircle('ada'));
});
afterAll(() => env.cleanup());

const applications = 'circleApplications';

/** What the circle form sends: every required field, the date stamped by the server. */
function valid(overrides: DocumentData = {}): DocumentData {
  return {
    horse: 'Ada',
    horseSlug: 'ada',
    donorName: 'Maria Rossi',
    givenName: 'Maria',
    familyName: 'Rossi',
    phone: '+39 333 1234567',
    frequency: 'Mensile',
    amount: 20,
    method: 'Bonifico',
    status: '',
    date: serverTimestamp(),
    ...overrides,
  };
}

/** Under a new auto-id, with the reference the form stores (unless `data` sets one). */
function submit(db: Callers['anonymous'], data: DocumentData) {
  const ref = doc(collection(db, applications));
  return setDoc(ref, withReference(ref.id, data));
}

const requiredFields = [
  'horse',
  'horseSlug',
  'status',
  'donorName',
  'givenName',
  'familyName',
  'phone',
  'frequency',
  'amount',
  'method',
  'date',
];

// A stored application, dated as the server would have dated it.
const stored = { ...valid(), date: Timestamp.fromDate(new Date('2026-03-01T10:00:00Z')) };

describe('circleApplications', () => {
  describe('create', () => {
    it('accepts a valid application from an anonymous visitor', async () => {
      await assertSucceeds(submit(as.anonymous, valid()));
    });

    it('accepts a valid application from a signed-in user and from staff', async () => {
      await assertSucceeds(submit(as.user, valid()));
      await assertSucceeds(submit(as.staff, valid()));
    });

    it('accepts every frequency and method of the form', async () => {
      for (const frequency of ['Mensile', 'Trimestrale', 'Semestrale', 'Annuale']) {
        for (const method of ['Bonifico', 'PayPal']) {
          await assertSucceeds(submit(as.anonymous, valid({ frequency, method })));
        }
      }
    });

    it('accepts optional notes, empty or up to 2000 characters', async () => {
      await assertSucceeds(submit(as.anonymous, valid({ notes: '' })));
      await assertSucceeds(submit(as.anonymous, valid({ notes: 'n'.repeat(1999) })));
      await assertSucceeds(submit(as.anonymous, valid({ notes: 'n'.repeat(2000) })));
    });

    it('accepts text fields at their size limits', async () => {
      const long = 'a'.repeat(100);
      await assertSucceeds(
        submit(
          as.anonymous,
          valid({
            horse: long,
            donorName: long,
            givenName: long,
            familyName: long,
            phone: `333${' '.repeat(30)}1234567`,
          }),
        ),
      );
      await assertSucceeds(submit(as.anonymous, valid({ horse: 'A', phone: '123456' })));
    });

    it.each(phones.callable)('accepts the phone %j, as the form does', async (phone) => {
      expect(isPhoneNumber(phone)).toBe(true);
      await assertSucceeds(submit(as.anonymous, valid({ phone })));
    });

    it.each(phones.malformed)('refuses the phone %j, as the form does', async (phone) => {
      expect(isPhoneNumber(phone)).toBe(false);
      await assertFails(submit(as.anonymous, valid({ phone })));
    });

    it('counts the size of accented names in characters, not bytes', async () => {
      // 'è' is two bytes in UTF-8: a limit in bytes would refuse 100 of them.
      await assertSucceeds(submit(as.anonymous, valid({ familyName: 'è'.repeat(100) })));
      await assertFails(submit(as.anonymous, valid({ familyName: 'è'.repeat(101) })));
    });

    it.each([20, 20.5, 0.01, 100000])(
      'accepts the amount %s (an int or a float)',
      async (amount) => {
        await assertSucceeds(submit(as.anonymous, valid({ amount })));
      },
    );

    it('refuses an extra field', async () => {
      await assertFails(submit(as.anonymous, valid({ iban: 'IT00X' })));
    });

    it('accepts an optional e-mail, with or without consent to the news and its key', async () => {
      const token = 'Ab0'.repeat(10) + 'Cd';
      await assertSucceeds(submit(as.anonymous, valid({ email: 'maria@example.org' })));
      await assertSucceeds(
        submit(
          as.anonymous,
          valid({ email: 'maria@example.org', newsConsent: true, newsToken: token }),
        ),
      );
      await assertFails(submit(as.anonymous, valid({ newsConsent: true, newsToken: token })));
      await assertFails(submit(as.anonymous, valid({ email: 'not an address' })));
      await assertFails(
        submit(as.anonymous, valid({ email: 'maria@example.org', newsConsent: 'yes' })),
      );
      await assertFails(
        submit(as.anonymous, valid({ email: 'maria@example.org', newsToken: 'short' })),
      );
    });

    it("keeps the form's language for the news mails, Italian or English only", async () => {
      const withEmail = { email: 'maria@example.org', newsConsent: true };
      await assertSucceeds(submit(as.anonymous, valid({ ...withEmail, newsLanguage: 'en' })));
      await assertSucceeds(submit(as.anonymous, valid({ ...withEmail, newsLanguage: 'it' })));
      await assertFails(submit(as.anonymous, valid({ ...withEmail, newsLanguage: 'fr' })));
      await assertFails(submit(as.anonymous, valid({ ...withEmail, newsLanguage: 1 })));
    });

    it('accepts an empty horseSlug: the name typed when the horse list could not be read', async () => {
      await assertSucceeds(submit(as.anonymous, valid({ horse: 'Furia', horseSlug: '' })));
    });

    it('accepts an application for a horse waiting for a home: it has a circle too', async () => {
      await seed(env, horseWithCircle('benji', 'In cerca di casa'));
      await assertSucceeds(submit(as.anonymous, valid({ horse: 'Benji', horseSlug: 'benji' })));
    });

    it.each(['Adottato', 'Deceduto', 'Altro'])(
      'refuses an application for a horse %s: it has no circle',
      async (status) => {
        await seed(env, horseWithCircle('gino', status));
        await assertFails(submit(as.anonymous, valid({ horse: 'Gino', horseSlug: 'gino' })));
      },
    );

    it('refuses an application for a horse not on the site, or not in the registry', async () => {
      await seed(env, horseWithCircle('nascosto', "Residente dell'Oasi", false));
      await assertFails(submit(as.anonymous, valid({ horseSlug: 'nascosto' })));
      await assertFails(submit(as.anonymous, valid({ horseSlug: 'sconosciuto' })));
    });

    it.each([
      ['an upper-case slug', 'Ada'],
      ['a slug with a space', 'ada rossi'],
      ['a path', '../horses/ada'],
      ['a slug with a trailing hyphen', 'ada-'],
      ['a slug over 100 characters', 'a'.repeat(101)],
      ['a number', 42],
    ])('refuses a horseSlug that is %s', async (_name, horseSlug) => {
      await assertFails(submit(as.anonymous, valid({ horseSlug })));
    });

    it('stores the reference of its own id only: upper case, in two groups of four', async () => {
      const id = 'k3J9x0A1b2c4d5e6f7g8';
      const at = (reference?: string) =>
        setDoc(
          doc(as.anonymous, applications, id),
          reference === undefined ? valid() : { ...valid(), reference },
        );
      await assertFails(at());
      for (const reference of ['k3J9-x0A1', 'K3J9X0A1', 'K3J9-X0A2', 'T4XC-W6SW', '']) {
        await assertFails(at(reference));
      }
      await assertSucceeds(at('K3J9-X0A1'));
    });

    it.each(requiredFields)('refuses an application without %s', async (field) => {
      await assertFails(submit(as.anonymous, without(valid(), field)));
    });

    it.each([
      ['horse', 42],
      ['donorName', true],
      ['givenName', null],
      ['familyName', ['Rossi']],
      ['phone', 3331234567],
      ['frequency', 1],
      ['amount', '20'],
      ['method', { name: 'Bonifico' }],
      ['date', '2026-03-01T10:00:00Z'],
      ['notes', 42],
    ])('refuses %s of the wrong type (%j)', async (field, value) => {
      await assertFails(submit(as.anonymous, valid({ [field]: value })));
    });

    it.each([
      ['a negative amount', -20],
      ['a zero amount', 0],
      ['a string amount', '20'],
      ['an amount over the cap', 100000.01],
      ['a huge amount', 1e12],
      ['a NaN amount', Number.NaN],
      ['an infinite amount', Number.POSITIVE_INFINITY],
    ])('refuses %s', async (_name, amount) => {
      await assertFails(submit(as.anonymous, valid({ amount })));
    });

    it.each([
      ['frequency', 'mensile'],
      ['frequency', 'Bimestrale'],
      ['frequency', ''],
      ['method', 'Contanti'],
      ['method', 'paypal'],
      ['method', 'Bonifico '],
    ])('refuses %s %j, not one of the options', async (field, value) => {
      await assertFails(submit(as.anonymous, valid({ [field]: value })));
    });

    it.each(['horse', 'donorName', 'givenName', 'familyName', 'phone'])(
      'refuses an empty %s',
      async (field) => {
        await assertFails(submit(as.anonymous, valid({ [field]: '' })));
      },
    );

    it.each([
      ['horse', 101],
      ['donorName', 101],
      ['givenName', 101],
      ['familyName', 101],
      ['phone', 41],
      ['notes', 2001],
    ])('refuses a %s of %i characters', async (field, length) => {
      await assertFails(submit(as.anonymous, valid({ [field]: 'a'.repeat(length) })));
    });

    it('refuses a 1 MB note', async () => {
      await assertFails(submit(as.anonymous, valid({ notes: 'n'.repeat(1_000_000) })));
    });

    it('refuses a date set by the client instead of serverTimestamp()', async () => {
      await assertFails(submit(as.anonymous, valid({ date: Timestamp.now() })));
      await assertFails(
        submit(as.anonymous, valid({ date: Timestamp.fromDate(new Date('2020-01-01')) })),
      );
      await assertFails(submit(as.anonymous, valid({ date: new Date(Date.now() - 60_000) })));
    });

    it('refuses an id chosen by the sender: only a Firestore auto-id is accepted', async () => {
      const chosen = (id: string) =>
        setDoc(doc(as.anonymous, applications, id), withReference(id, valid()));
      await assertSucceeds(chosen('AbCdEfGhIj0123456789'));
      await assertFails(chosen('maria-rossi'));
      await assertFails(chosen('AbCdEfGhIj012345678')); // 19 characters
      await assertFails(chosen('AbCdEfGhIj01234567890')); // 21
      await assertFails(chosen('AbCdEfGhIj_123456789'));
      await assertFails(chosen('AbCdEfGhIj-123456789'));
    });

    it.each([
      ['status', 'Attivo'],
      ['status', 'Approvata'],
      ['status', null],
      ['startDate', '2026-03-01'],
      ['internalNotes', 'Pagamento verificato.'],
      ['evaluation', 'Promosso'],
      ['homecheck', 'Fatto'],
    ])('refuses the staff field %s on a public create', async (field, value) => {
      await assertFails(submit(as.anonymous, valid({ [field]: value })));
      await assertFails(submit(as.user, valid({ [field]: value })));
    });

    it('refuses an anonymous overwrite of an existing application (an update)', async () => {
      await seed(env, { [`${applications}/c1`]: stored });
      await assertFails(setDoc(doc(as.anonymous, applications, 'c1'), valid()));
      await assertFails(setDoc(doc(as.user, applications, 'c1'), valid()));
    });
  });

  describe('read, update and delete', () => {
    beforeEach(() => seed(env, { [`${applications}/c1`]: stored }));

    it('refuses an anonymous visitor a get, a list and a count', async () => {
      await assertFails(getDoc(doc(as.anonymous, applications, 'c1')));
      await assertFails(getDocs(collection(as.anonymous, applications)));
      await assertFails(getCountFromServer(collection(as.anonymous, applications)));
    });

    it('refuses a signed-in user without the staff claim a get and a list', async () => {
      await assertFails(getDoc(doc(as.user, applications, 'c1')));
      await assertFails(getDocs(collection(as.user, applications)));
    });

    it('lets staff get, list and count applications', async () => {
      expect((await assertSucceeds(getDoc(doc(as.staff, applications, 'c1')))).get('amount')).toBe(
        20,
      );
      await assertSucceeds(getDocs(collection(as.staff, applications)));
      const count = await assertSucceeds(getCountFromServer(collection(as.staff, applications)));
      expect(count.data().count).toBe(1);
    });

    it('refuses an anonymous visitor or a signed-in user an update and a delete', async () => {
      for (const db of [as.anonymous, as.user]) {
        await assertFails(updateDoc(doc(db, applications, 'c1'), { amount: 1 }));
        await assertFails(deleteDoc(doc(db, applications, 'c1')));
      }
    });

    const c1 = () => doc(as.staff, applications, 'c1');
    const logged = (write: (batch: WriteBatch) => void, options = {}) =>
      commitLogged(as.staff, [applications, 'c1'], write, options);

    it('lets staff update and delete an application with its log entry', async () => {
      await assertSucceeds(logged((batch) => batch.update(c1(), { status: 'Attivo' })));
      await assertSucceeds(logged((batch) => batch.delete(c1())));
    });

    it("lets staff set the member's status, start date, notes, horse and the id as slug", async () => {
      for (const status of ['Attivo', 'Sospeso', 'Chiuso', '']) {
        await assertSucceeds(logged((batch) => batch.update(c1(), { status })));
      }
      await assertSucceeds(
        logged((batch) =>
          batch.update(c1(), {
            startDate: '2026-04-01',
            internalNotes: 'n'.repeat(5000),
            horseSlug: 'sugar-smart-spot',
            slug: 'c1',
          }),
        ),
      );
      await assertSucceeds(logged((batch) => batch.update(c1(), { startDate: '', horseSlug: '' })));
      // The whole application saved again, as the staff editor does.
      await assertSucceeds(
        logged((batch) => batch.set(c1(), { ...stored, slug: 'c1', status: 'Attivo' })),
      );
    });

    it.each([
      ['amount', 500],
      ['frequency', 'Annuale'],
      ['horse', 'Bruno'],
      ['givenName', 'Mario'],
      ['phone', '+39 000'],
      ['notes', 'Cambiata dallo staff'],
      ['date', Timestamp.now()],
      ['evaluation', 'Promosso'],
    ])("refuses staff a change of the applicant's %s", async (field, value) => {
      await assertFails(logged((batch) => batch.update(c1(), { [field]: value })));
    });

    it.each([
      ['status', 'Approvata'],
      ['status', 1],
      ['startDate', '01/04/2026'],
      ['startDate', '2026-04-01T10:00'],
      ['internalNotes', 'n'.repeat(5001)],
      ['internalNotes', 42],
      ['horseSlug', 'Ada Lovelace'],
      ['horseSlug', '../horses/ada'],
      ['slug', 'c2'],
    ])('refuses staff a %s of %j', async (field, value) => {
      await assertFails(logged((batch) => batch.update(c1(), { [field]: value })));
    });

    it('refuses staff an update or a delete without its log entry', async () => {
      await assertFails(updateDoc(c1(), { status: 'Attivo' }));
      await assertFails(deleteDoc(c1()));
      await assertFails(logged((batch) => batch.delete(c1()), { head: false }));
      const aboutAnother = { entry: logEntryFor(applications, 'c2') };
      await assertFails(logged((batch) => batch.delete(c1()), aboutAnother));
      const aboutAdoption = { entry: logEntryFor('adoptionApplications', 'c1') };
      await assertFails(logged((batch) => batch.delete(c1()), aboutAdoption));
    });
  });
});
