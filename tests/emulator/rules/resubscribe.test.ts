import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  firestoreOf,
  logEntryFor,
  seed,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';

// docs/product.md "News to a horse's circle" (decision 64): only staff put a member who
// unsubscribed back on the news, and only under a log entry naming that member.

let env: RulesTestEnvironment;
let as: Callers;

const TOKEN = 'Tok' + 'x'.repeat(29);
const member = (id: string) => `circleApplications/${id}`;
const unsubscribed = (id: string) => `unsubscribes/${id}`;

const resubscribeEntry = (memberId: string, overrides: DocumentData = {}): DocumentData =>
  logEntryFor('unsubscribes', memberId, {
    function: 'resubscribeToNews',
    params: { slug: memberId, item: null },
    ...overrides,
  });

const resubscribe = (db: Callers['staff'], memberId: string, entry?: DocumentData) =>
  commitLogged(
    db,
    ['unsubscribes', memberId],
    (batch) => batch.delete(doc(db, 'unsubscribes', memberId)),
    { entry: entry ?? resubscribeEntry(memberId) },
  );

async function stillUnsubscribed(id: string): Promise<boolean> {
  let exists = false;
  await env.withSecurityRulesDisabled(async (context) => {
    exists = (await getDoc(doc(firestoreOf(context), unsubscribed(id)))).exists();
  });
  return exists;
}

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(async () => {
  await env.clearFirestore();
  const circle = { horse: 'Ada', horseSlug: 'ada', status: 'Attivo', newsConsent: true };
  await seed(env, {
    [member('cerchia-001')]: { ...circle, newsToken: TOKEN },
    [member('cerchia-002')]: { ...circle, newsToken: 'Oth' + 'y'.repeat(29) },
    [unsubscribed('cerchia-001')]: { token: TOKEN, date: new Date('2026-11-26T07:12:00Z') },
    [unsubscribed('cerchia-002')]: { token: 'Oth' + 'y'.repeat(29), date: new Date() },
  });
});
afterAll(() => env.cleanup());

describe('putting a member back on the news', () => {
  it('lets staff delete the unsubscription under an entry naming the member', async () => {
    await assertSucceeds(getDoc(doc(as.staff, unsubscribed('cerchia-001'))));
    await assertSucceeds(resubscribe(as.staff, 'cerchia-001'));
    expect(await stillUnsubscribed('cerchia-001')).toBe(false);
    expect(await stillUnsubscribed('cerchia-002')).toBe(true);
  });

  it('refuses staff without the log entry, or under an entry naming someone else', async () => {
    await assertFails(deleteDoc(doc(as.staff, unsubscribed('cerchia-001'))));
    await assertFails(resubscribe(as.staff, 'cerchia-001', resubscribeEntry('cerchia-002')));
    // An entry about the member's application is not one about their unsubscription.
    await assertFails(
      resubscribe(
        as.staff,
        'cerchia-001',
        logEntryFor('circleApplications', 'cerchia-001', { function: 'resubscribeToNews' }),
      ),
    );
    await assertFails(
      commitLogged(as.staff, ['unsubscribes', 'cerchia-001'], () => undefined, {
        entry: resubscribeEntry('cerchia-001'),
      }),
    );
    expect(await stillUnsubscribed('cerchia-001')).toBe(true);
  });

  it('refuses an entry about an unsubscription that is not there', async () => {
    await assertFails(resubscribe(as.staff, 'cerchia-404'));
  });

  it('refuses a visitor and a signed-in user without the staff claim, even with an entry', async () => {
    await assertFails(deleteDoc(doc(as.anonymous, unsubscribed('cerchia-001'))));
    await assertFails(deleteDoc(doc(as.user, unsubscribed('cerchia-001'))));
    await assertFails(resubscribe(as.user, 'cerchia-001'));
    expect(await stillUnsubscribed('cerchia-001')).toBe(true);
  });

  it('leaves the member free to unsubscribe again with their link', async () => {
    await assertSucceeds(resubscribe(as.staff, 'cerchia-001'));
    expect(await stillUnsubscribed('cerchia-001')).toBe(false);
    await assertSucceeds(
      setDoc(doc(as.anonymous, unsubscribed('cerchia-001')), {
        token: TOKEN,
        date: serverTimestamp(),
      }),
    );
    expect(await stillUnsubscribed('cerchia-001')).toBe(true);
  });
});

describe("the unsubscription when the member's application is deleted", () => {
  const deletion = (memberId: string, also: (batch: WriteBatch) => void) =>
    commitLogged(
      as.staff,
      ['circleApplications', memberId],
      (batch) => {
        batch.delete(doc(as.staff, 'circleApplications', memberId));
        also(batch);
      },
      {
        entry: logEntryFor('circleApplications', memberId, {
          function: 'deleteCircleApplication',
        }),
      },
    );

  it('goes in the commit that deletes the application, under its entry', async () => {
    await assertSucceeds(
      deletion('cerchia-001', (batch) => batch.delete(doc(as.staff, unsubscribed('cerchia-001')))),
    );
    expect(await stillUnsubscribed('cerchia-001')).toBe(false);
    expect(await stillUnsubscribed('cerchia-002')).toBe(true);
  });

  it("is refused for another member's unsubscription, or with the application kept", async () => {
    await assertFails(
      deletion('cerchia-001', (batch) => batch.delete(doc(as.staff, unsubscribed('cerchia-002')))),
    );
    await assertFails(
      commitLogged(
        as.staff,
        ['circleApplications', 'cerchia-001'],
        (batch) => batch.delete(doc(as.staff, unsubscribed('cerchia-001'))),
        {
          entry: logEntryFor('circleApplications', 'cerchia-001', {
            function: 'deleteCircleApplication',
          }),
        },
      ),
    );
    expect(await stillUnsubscribed('cerchia-001')).toBe(true);
    expect(await stillUnsubscribed('cerchia-002')).toBe(true);
  });
});
