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
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { notOneMailbox, oneMailbox, severalMailboxes } from '#src/test-support/email-cases.ts';
import { acceptedPaymentLinks, refusedPaymentLinks } from '../../support/payment-link-cases.ts';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  seed,
  staffUid,
  startRulesTestEnvironment,
  without,
  type Callers,
} from './support.ts';

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

// The full registry: what only staff may see.
const ada = {
  slug: 'ada',
  name: 'Ada',
  species: 'Cavallo',
  status: 'In cerca di casa',
  showWeb: true,
  adopter: 'Maria Rossi',
  adopterPhone: '+39 333 1234567',
  adopterEmail: 'maria@example.org',
  barncode: '012AB345',
  latlng: { lat: 45.07, lng: 7.68 },
  notes: 'Zoppia anteriore sinistra.',
};

describe('horses', () => {
  beforeEach(() => seed(env, { 'horses/ada': ada }));

  it('refuses an anonymous visitor a get and a list', async () => {
    await assertFails(getDoc(doc(as.anonymous, 'horses/ada')));
    await assertFails(getDocs(collection(as.anonymous, 'horses')));
    // Asking only for web-visible horses does not help: the public reads publicHorses.
    await assertFails(
      getDocs(query(collection(as.anonymous, 'horses'), where('showWeb', '==', true))),
    );
  });

  it('refuses a signed-in user without the staff claim a get and a list', async () => {
    await assertFails(getDoc(doc(as.user, 'horses/ada')));
    await assertFails(getDocs(collection(as.user, 'horses')));
  });

  it('lets staff get and list the full registry', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(as.staff, 'horses/ada')));
    expect(snapshot.get('adopterPhone')).toBe(ada.adopterPhone);
    expect((await assertSucceeds(getDocs(collection(as.staff, 'horses')))).size).toBe(1);
  });

  it('lets staff count horses, and refuses the count to others', async () => {
    await seed(env, { 'horses/bruno': { slug: 'bruno', name: 'Bruno', showWeb: false } });
    const count = await assertSucceeds(getCountFromServer(collection(as.staff, 'horses')));
    expect(count.data().count).toBe(2);
    await assertFails(getCountFromServer(collection(as.anonymous, 'horses')));
    await assertFails(getCountFromServer(collection(as.user, 'horses')));
  });

  const logged = (slug: string, write: (batch: WriteBatch) => void, options = {}) =>
    commitLogged(as.staff, ['horses', slug], write, options);
  const horseRef = (slug: string) => doc(as.staff, 'horses', slug);

  it('lets staff add a horse whose slug field is its id, with its log entry', async () => {
    await assertSucceeds(
      logged('bruno', (batch) => batch.set(horseRef('bruno'), { slug: 'bruno', name: 'Bruno' })),
    );
  });

  it('refuses staff a horse whose slug field differs from its id, or is missing', async () => {
    await assertFails(
      logged('bruno', (batch) => batch.set(horseRef('bruno'), { slug: 'brunello', name: 'B' })),
    );
    await assertFails(logged('bruno', (batch) => batch.set(horseRef('bruno'), { name: 'B' })));
  });

  it('lets staff update a horse, keeping its slug, with its log entry', async () => {
    await assertSucceeds(
      logged('ada', (batch) => batch.update(horseRef('ada'), { name: 'Ada Lovelace' })),
    );
    await assertSucceeds(
      logged('ada', (batch) => batch.set(horseRef('ada'), { ...ada, isAdopted: 1 })),
    );
  });

  it("takes one mailbox or none as the adopter's e-mail (decision 72)", async () => {
    for (const { email } of [...severalMailboxes, ...notOneMailbox]) {
      await assertFails(
        logged('bruno', (batch) =>
          batch.set(horseRef('bruno'), { slug: 'bruno', name: 'Bruno', adopterEmail: email }),
        ),
      );
      await assertFails(
        logged('ada', (batch) => batch.update(horseRef('ada'), { adopterEmail: email })),
      );
    }
    for (const adopterEmail of ['', ...oneMailbox]) {
      await assertSucceeds(
        logged('ada', (batch) => batch.update(horseRef('ada'), { adopterEmail })),
      );
    }
  });

  it("keeps an adopter's e-mail stored before decision 72 while a save leaves it as it was", async () => {
    const stored = 'Mario e Anna: mario@example.org, anna@example.org;';
    await seed(env, { 'horses/ada': { ...ada, adopterEmail: stored } });
    await assertSucceeds(
      logged('ada', (batch) => batch.update(horseRef('ada'), { name: 'Ada Lovelace' })),
    );
    await assertFails(
      logged('ada', (batch) =>
        batch.update(horseRef('ada'), { adopterEmail: `${stored} x@example.org` }),
      ),
    );
  });

  it('refuses staff an update that changes or drops the slug', async () => {
    await assertFails(logged('ada', (batch) => batch.update(horseRef('ada'), { slug: 'ada-2' })));
    await assertFails(logged('ada', (batch) => batch.set(horseRef('ada'), without(ada, 'slug'))));
  });

  it('lets staff delete a horse with its log entry', async () => {
    await assertSucceeds(logged('ada', (batch) => batch.delete(horseRef('ada'))));
  });

  describe('refuses a staff write without its log entry', () => {
    it('alone (no entry, no head)', async () => {
      await assertFails(setDoc(horseRef('bruno'), { slug: 'bruno', name: 'Bruno' }));
      await assertFails(updateDoc(horseRef('ada'), { name: 'Ada Lovelace' }));
      await assertFails(deleteDoc(horseRef('ada')));
      expect((await getDoc(doc(as.staff, 'horses/ada'))).get('name')).toBe('Ada');
    });

    it('with an entry but no log head naming it', async () => {
      await assertFails(
        logged('ada', (batch) => batch.update(horseRef('ada'), { name: 'X' }), { head: false }),
      );
      await assertFails(logged('ada', (batch) => batch.delete(horseRef('ada')), { head: false }));
    });

    it('with an entry about another horse or another collection', async () => {
      const aboutBruno = logEntryFor('horses', 'bruno');
      const aboutEvent = logEntryFor('events', 'ada');
      for (const entry of [aboutBruno, aboutEvent]) {
        await assertFails(
          logged('ada', (batch) => batch.update(horseRef('ada'), { name: 'X' }), { entry }),
        );
        await assertFails(logged('ada', (batch) => batch.delete(horseRef('ada')), { entry }));
      }
    });

    it('with a log head pointing at an entry of an earlier commit', async () => {
      await seed(env, { 'logs/old': { ...logEntryFor('horses', 'ada'), date: Timestamp.now() } });
      const batch = writeBatch(as.staff);
      batch.update(horseRef('ada'), { name: 'Ada Lovelace' });
      batch.set(doc(as.staff, 'logHeads', staffUid), { log: 'old' });
      await assertFails(batch.commit());
    });

    it('with the log head of another staff member', async () => {
      await assertFails(
        logged('ada', (batch) => batch.update(horseRef('ada'), { name: 'X' }), {
          head: 'staff-2',
        }),
      );
    });

    it('with a republish entry whose slug is "*" but another operation', async () => {
      const entry = logEntryFor('horses', '*', { function: 'updateHorse' });
      await assertFails(
        logged('ada', (batch) => batch.update(horseRef('ada'), { name: 'X' }), { entry }),
      );
    });

    it('with a republish entry: it covers the public projections, never the registry', async () => {
      const republish = logEntryFor('horses', '*', {
        function: 'republishPublicHorses',
        params: { slug: '*', item: { published: 1 } },
      });
      const withRevision = (write: (batch: WriteBatch) => void) => (batch: WriteBatch) => {
        write(batch);
        batch.set(doc(as.staff, 'sitePublication/state'), { revision: 1, pending: ['all'] });
      };
      await assertFails(
        logged(
          'ada',
          withRevision((batch) => batch.update(horseRef('ada'), { adopterPhone: '1' })),
          {
            entry: republish,
          },
        ),
      );
      await assertFails(
        logged(
          'ada',
          withRevision((batch) => batch.delete(horseRef('ada'))),
          { entry: republish },
        ),
      );
      // Nor a registry document whose id is the entry's `*`.
      const star = { ...ada, slug: '*', name: 'Nessuno' };
      await assertFails(
        logged(
          '*',
          withRevision((batch) => batch.set(horseRef('*'), star)),
          { entry: republish },
        ),
      );
      await seed(env, { 'horses/*': star });
      await assertFails(
        logged(
          '*',
          withRevision((batch) => batch.update(horseRef('*'), { adopterPhone: '1' })),
          { entry: republish },
        ),
      );
      await assertFails(
        logged(
          '*',
          withRevision((batch) => batch.delete(horseRef('*'))),
          { entry: republish },
        ),
      );
      const projection = {
        slug: 'ada',
        name: 'Ada',
        showWeb: true,
        monthlyCost: 300,
        coveredAmount: 0,
        activeSupporters: 0,
      };
      await seed(env, { 'publicHorses/ada': { ...projection, name: 'Ada (prima)' } });
      await assertSucceeds(
        logged(
          'ada',
          withRevision((batch) => batch.set(doc(as.staff, 'publicHorses/ada'), projection)),
          { entry: republish },
        ),
      );
    });
  });

  describe('payment links', () => {
    it.each(acceptedPaymentLinks)('accepts %j', async (link) => {
      await assertSucceeds(
        logged('ada', (batch) =>
          batch.update(horseRef('ada'), { stripeDonationLink: link, stripeCircleLink: link }),
        ),
      );
    });

    it.each(refusedPaymentLinks)('refuses %j (%s)', async (link) => {
      await assertFails(
        logged('ada', (batch) => batch.update(horseRef('ada'), { stripeDonationLink: link })),
      );
      await assertFails(
        logged('ada', (batch) => batch.update(horseRef('ada'), { stripeCircleLink: link })),
      );
    });

    it('refuses a link that is not text', async () => {
      await assertFails(
        logged('ada', (batch) => batch.update(horseRef('ada'), { stripeDonationLink: 42 })),
      );
    });
  });

  it('refuses a signed-in user without the staff claim any write', async () => {
    await assertFails(updateDoc(doc(as.user, 'horses/ada'), { name: 'Ada Lovelace' }));
    await assertFails(setDoc(doc(as.user, 'horses/bruno'), { slug: 'bruno', name: 'Bruno' }));
    await assertFails(deleteDoc(doc(as.user, 'horses/ada')));
  });

  it('refuses an anonymous visitor any write', async () => {
    await assertFails(setDoc(doc(as.anonymous, 'horses/bruno'), { slug: 'bruno', name: 'Bruno' }));
    await assertFails(updateDoc(doc(as.anonymous, 'horses/ada'), { name: 'Ada Lovelace' }));
    await assertFails(deleteDoc(doc(as.anonymous, 'horses/ada')));
  });

  it('refuses any caller a subcollection of a horse', async () => {
    await assertFails(setDoc(doc(as.staff, 'horses/ada/visits/v1'), { note: 'x' }));
    await assertFails(getDocs(collection(as.staff, 'horses/ada/visits')));
    await assertFails(getDocs(collection(as.anonymous, 'horses/ada/visits')));
  });
});
