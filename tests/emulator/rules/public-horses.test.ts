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
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { newHorse } from '#src/features/horses/model/horse.ts';
import { publicHorseFields, toPublicHorse } from '#src/features/horses/model/public-horse.ts';
import { acceptedPaymentLinks, refusedPaymentLinks } from '../../support/payment-link-cases.ts';
import {
  callersOf,
  commitLogged,
  firestoreOf,
  logEntryFor,
  seed,
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

/** A staff write to publicHorses/ada, committed with the log entry of the horse it projects. */
function staffWrite(write: (batch: WriteBatch) => void, options = {}): Promise<void> {
  return commitLogged(as.staff, ['horses', 'ada'], write, options);
}
const projection = () => doc(as.staff, 'publicHorses/ada');
const put = (data: DocumentData) => staffWrite((batch) => batch.set(projection(), data));
const patch = (data: DocumentData) => staffWrite((batch) => batch.update(projection(), data));
const remove = () => staffWrite((batch) => batch.delete(projection()));

const ada = {
  slug: 'ada',
  name: 'Ada',
  species: 'Cavallo',
  status: 'In cerca di casa',
  showWeb: true,
  monthlyCost: 300,
  coveredAmount: 0,
  activeSupporters: 0,
};
// A hidden projection, left by an operator or an old version of the app, must stay hidden.
const hidden = { slug: 'bruno', name: 'Bruno', species: 'Asino', showWeb: false };

const publicQuery = (db: Firestore) =>
  query(collection(db, 'publicHorses'), where('showWeb', '==', true));

describe('publicHorses', () => {
  // The registry's horse exactly as the default log entry records it: a save that changed nothing.
  beforeEach(() =>
    seed(env, {
      'horses/ada': { slug: 'ada' },
      'publicHorses/ada': ada,
      'publicHorses/bruno': hidden,
    }),
  );

  it('lets an anonymous visitor get a web-visible projection', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(as.anonymous, 'publicHorses/ada')));
    expect(snapshot.get('name')).toBe('Ada');
  });

  it('refuses an anonymous visitor or a signed-in user the get of a hidden projection', async () => {
    await assertFails(getDoc(doc(as.anonymous, 'publicHorses/bruno')));
    await assertFails(getDoc(doc(as.user, 'publicHorses/bruno')));
  });

  it('lets staff get a hidden projection (to clean it up)', async () => {
    await assertSucceeds(getDoc(doc(as.staff, 'publicHorses/bruno')));
  });

  it('lets a public query that filters on showWeb == true list and count', async () => {
    const snapshot = await assertSucceeds(getDocs(publicQuery(as.anonymous)));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['ada']);
    await assertSucceeds(getDocs(publicQuery(as.user)));
    const count = await assertSucceeds(getCountFromServer(publicQuery(as.anonymous)));
    expect(count.data().count).toBe(1);
  });

  it('refuses a public query without the showWeb filter: rules are not filters', async () => {
    await assertFails(getDocs(collection(as.anonymous, 'publicHorses')));
    await assertFails(getDocs(collection(as.user, 'publicHorses')));
    // Refused even when every document matched is visible: the query, not the data, is checked.
    await assertFails(
      getDocs(query(collection(as.anonymous, 'publicHorses'), where('species', '==', 'Cavallo'))),
    );
    await assertFails(
      getDocs(query(collection(as.anonymous, 'publicHorses'), where('showWeb', '==', false))),
    );
  });

  it('lets staff write a projection holding every public field', async () => {
    const full: DocumentData = Object.fromEntries(publicHorseFields.map((field) => [field, 'x']));
    Object.assign(full, { monthlyCost: 300, coveredAmount: 0, activeSupporters: 0 });
    full.stripeDonationLink = 'https://buy.stripe.com/x';
    full.stripeCircleLink = 'https://www.paypal.com/donate/?hosted_button_id=X';
    await assertSucceeds(put({ ...full, slug: 'ada', showWeb: true }));
  });

  it("lets staff write the app's projection of a full horse (toPublicHorse)", async () => {
    const horse = {
      ...newHorse('ada'),
      name: 'Ada',
      showWeb: true,
      adopter: 'Maria Rossi',
      adopterPhone: '+39 333 1234567',
      latlng: '45.07,7.68',
      notes: 'Zoppia anteriore sinistra.',
    };
    await assertSucceeds(put(toPublicHorse(horse, { coveredAmount: 0, activeSupporters: 0 })));
    await assertSucceeds(patch({ name: 'Ada Lovelace' }));
  });

  it("refuses a horse's save that moves the totals of its projection", async () => {
    await assertFails(put({ ...ada, coveredAmount: 99_999_999, activeSupporters: 4242 }));
    await assertFails(patch({ activeSupporters: 1 }));
    await assertFails(patch({ coveredAmount: 0.01 }));
  });

  it.each([
    ['adopterPhone', '+39 333 1234567'],
    ['adopterEmail', 'maria@example.org'],
    ['latlng', '45.07,7.68'],
    ['chipnumber', '380260000123456'],
    ['barncode', '012AB345'],
    ['notes', 'Zoppia anteriore sinistra.'],
  ])('refuses staff a projection carrying the private field %s', async (field, value) => {
    await assertFails(put({ ...ada, [field]: value }));
    await assertFails(patch({ [field]: value }));
  });

  it('lets staff hide a projection, and refuses one whose showWeb is not a boolean', async () => {
    await assertSucceeds(put({ ...ada, showWeb: false }));
    await assertFails(getDoc(doc(as.anonymous, 'publicHorses/ada')));
    await assertFails(put(without(ada, 'showWeb')));
    await assertFails(patch({ showWeb: 'true' }));
  });

  it('refuses staff a projection whose slug differs from its id', async () => {
    await assertFails(put({ ...ada, slug: 'bruno' }));
    await assertFails(put(without(ada, 'slug')));
  });

  it('lets staff delete a projection with its horse, never alone', async () => {
    await assertFails(remove());
    await assertSucceeds(
      staffWrite(
        (batch) => {
          batch.delete(doc(as.staff, 'horses/ada'));
          batch.delete(projection());
        },
        { entry: logEntryFor('horses', 'ada', { function: 'deleteHorse' }) },
      ),
    );
  });

  it('refuses staff a projection write without the log entry of its horse', async () => {
    await assertFails(setDoc(projection(), { ...ada, name: 'Ada Lovelace' }));
    await assertFails(updateDoc(projection(), { name: 'Ada Lovelace' }));
    await assertFails(deleteDoc(projection()));
    const aboutBruno = { entry: logEntryFor('horses', 'bruno') };
    await assertFails(staffWrite((batch) => batch.update(projection(), { name: 'X' }), aboutBruno));
    await assertFails(staffWrite((batch) => batch.delete(projection()), aboutBruno));
    await assertFails(staffWrite((batch) => batch.delete(projection()), { head: false }));
  });

  it.each(acceptedPaymentLinks)('accepts the payment link %j', async (link) => {
    await assertSucceeds(patch({ stripeDonationLink: link, stripeCircleLink: link }));
  });

  it.each(refusedPaymentLinks)('refuses the payment link %j (%s)', async (link) => {
    await assertFails(patch({ stripeDonationLink: link }));
    await assertFails(patch({ stripeCircleLink: link }));
  });

  it('refuses an anonymous visitor any write', async () => {
    await assertFails(
      setDoc(doc(as.anonymous, 'publicHorses/carla'), { slug: 'carla', showWeb: true }),
    );
    await assertFails(updateDoc(doc(as.anonymous, 'publicHorses/ada'), { name: 'Pwned' }));
    await assertFails(deleteDoc(doc(as.anonymous, 'publicHorses/ada')));
  });

  it('refuses a signed-in user without the staff claim any write', async () => {
    await assertFails(setDoc(doc(as.user, 'publicHorses/carla'), { slug: 'carla', showWeb: true }));
    await assertFails(updateDoc(doc(as.user, 'publicHorses/ada'), { name: 'Pwned' }));
    await assertFails(deleteDoc(doc(as.user, 'publicHorses/ada')));
  });

  it.each([
    ['monthlyCost', undefined],
    ['coveredAmount', undefined],
    ['activeSupporters', undefined],
    ['monthlyCost', '300'],
    ['monthlyCost', -1],
    ['monthlyCost', 100000.01],
    ['coveredAmount', -0.01],
    ['coveredAmount', '135'],
    ['activeSupporters', 1.5],
    ['activeSupporters', -1],
    ['activeSupporters', '6'],
  ])('refuses staff a projection whose %s is %j', async (field, value) => {
    const data: DocumentData =
      value === undefined ? without(ada, field) : { ...ada, [field]: value };
    await assertFails(put(data));
  });
});

/**
 * A projection lives as long as its horse, so its totals are never written anew: created at zero
 * with a new horse, kept through hiding and republishing, deleted only with the horse.
 */
describe('publicHorses totals, never written anew', () => {
  const counted = { ...ada, coveredAmount: 95, activeSupporters: 3 };
  beforeEach(() => seed(env, { 'horses/ada': { slug: 'ada' }, 'publicHorses/ada': counted }));

  const inflated = { ...ada, coveredAmount: 99_999_999, activeSupporters: 4242 };
  const newHorse = (slug: string, data: DocumentData) =>
    commitLogged(as.staff, ['horses', slug], (batch) => {
      batch.set(doc(as.staff, 'horses', slug), { slug });
      batch.set(doc(as.staff, 'publicHorses', slug), { ...data, slug });
    });
  /** A republish commit: one entry `*` and the next publication revision. */
  const republished = async (write: (batch: WriteBatch) => void) => {
    let revision = 1;
    await env.withSecurityRulesDisabled(async (context) => {
      const state = await getDoc(doc(firestoreOf(context), 'sitePublication/state'));
      revision += (state.get('revision') as number | undefined) ?? 0;
    });
    return staffWrite(
      (batch) => {
        write(batch);
        batch.set(doc(as.staff, 'sitePublication/state'), { revision, pending: ['all'] });
      },
      {
        entry: logEntryFor('horses', '*', {
          function: 'republishPublicHorses',
          params: { slug: '*', item: { published: 1 } },
        }),
      },
    );
  };
  /** What an older version left: a horse hidden by deleting its projection. */
  const dropProjection = () =>
    env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(firestoreOf(context), 'publicHorses/ada')),
    );
  const storedTotals = async () => {
    const snapshot = await getDoc(projection());
    return [snapshot.get('coveredAmount'), snapshot.get('activeSupporters')] as unknown[];
  };

  it('refuses a new horse a projection with totals: no member is counted yet', async () => {
    await assertFails(newHorse('carla', { ...ada, coveredAmount: 45.67, activeSupporters: 3 }));
    await assertFails(newHorse('carla', { ...ada, activeSupporters: 1 }));
    await assertSucceeds(newHorse('carla', { ...ada, showWeb: false }));
  });

  it('refuses hiding a horse by deleting its projection, and a projection created for a horse already there', async () => {
    await assertFails(remove());
    await dropProjection();
    await assertFails(put(inflated));
    await assertFails(put(counted));
    await assertFails(put(ada));
  });

  it('refuses a republish that deletes a projection or writes one back with other totals', async () => {
    await assertFails(republished((batch) => batch.delete(projection())));
    await assertFails(republished((batch) => batch.set(projection(), inflated)));
    await dropProjection();
    await assertFails(republished((batch) => batch.set(projection(), inflated)));
    await assertFails(republished((batch) => batch.set(projection(), counted)));
  });

  it('keeps the bar of a horse hidden and shown again', async () => {
    await assertSucceeds(put({ ...counted, showWeb: false }));
    await assertSucceeds(put(counted));
    expect(await storedTotals()).toEqual([95, 3]);
    await assertFails(put({ ...inflated, showWeb: false }));
  });

  it('republishes a projection, shown or hidden, with its totals kept', async () => {
    await assertSucceeds(
      republished((batch) => batch.set(projection(), { ...counted, name: 'Ada L.' })),
    );
    await assertSucceeds(
      republished((batch) => batch.set(projection(), { ...counted, showWeb: false })),
    );
    expect(await storedTotals()).toEqual([95, 3]);
  });
});

/** The commit changing a circle application may rewrite its horse's two totals, nothing else. */
describe('publicHorses totals, moved by a circle application', () => {
  const member = (horseSlug: string, status = '') => ({
    horse: 'Ada',
    horseSlug,
    donorName: 'Maria',
    givenName: 'Maria',
    familyName: 'Rossi',
    phone: '1',
    frequency: 'Mensile',
    amount: 30,
    method: 'Bonifico',
    status,
  });
  // m2 is bruno's only Attivo member (30 euro a month), m3 ada's, quarterly 50 euro.
  beforeEach(() =>
    seed(env, {
      'publicHorses/ada': ada,
      'publicHorses/bruno': {
        ...ada,
        slug: 'bruno',
        name: 'Bruno',
        coveredAmount: 30,
        activeSupporters: 1,
      },
      'circleApplications/m1': member('ada'),
      'circleApplications/m2': member('bruno', 'Attivo'),
      'circleApplications/m3': { ...member('carla'), frequency: 'Trimestrale', amount: 50 },
    }),
  );

  const application = (id: string) => doc(as.staff, 'circleApplications', id);
  const horse = (slug: string) => doc(as.staff, 'publicHorses', slug);
  const totals = { coveredAmount: 30, activeSupporters: 1 };
  /** Staff change application `id` and write `slug`'s totals in one commit logged for `id`. */
  const memberCommit = (
    id: string,
    write: (batch: WriteBatch) => void,
    options: { entry?: DocumentData; head?: string | false } = {},
  ) => commitLogged(as.staff, ['circleApplications', id], write, options);

  it('accepts the totals of the horse of the application the commit changes', async () => {
    await assertSucceeds(
      memberCommit('m1', (batch) => {
        batch.update(application('m1'), { status: 'Attivo' });
        batch.update(horse('ada'), totals);
      }),
    );
  });

  it('accepts them when the application is deleted (the horse it had)', async () => {
    await assertSucceeds(
      memberCommit('m2', (batch) => {
        batch.delete(application('m2'));
        batch.update(horse('bruno'), { coveredAmount: 0, activeSupporters: 0 });
      }),
    );
  });

  it('refuses totals that the member change does not move by exactly its share', async () => {
    const activate = (totals: DocumentData) =>
      memberCommit('m1', (batch) => {
        batch.update(application('m1'), { status: 'Attivo' });
        batch.update(horse('ada'), totals);
      });
    await assertFails(activate({ coveredAmount: 99_999_999, activeSupporters: 4242 }));
    await assertFails(activate({ coveredAmount: 30, activeSupporters: 2 }));
    await assertFails(activate({ coveredAmount: 60, activeSupporters: 1 }));
    await assertFails(activate({ coveredAmount: 29.99, activeSupporters: 1 }));
    // A change that is no member change (notes) moves nothing.
    await assertFails(
      memberCommit('m2', (batch) => {
        batch.update(application('m2'), { internalNotes: 'Chiamata' });
        batch.update(horse('bruno'), { coveredAmount: 99_999_999, activeSupporters: 4242 });
      }),
    );
    await assertFails(
      memberCommit('m2', (batch) => {
        batch.delete(application('m2'));
        batch.update(horse('bruno'), { coveredAmount: 0, activeSupporters: 1 });
      }),
    );
  });

  it('moves the totals of a hidden horse with its members, and shows it with them', async () => {
    const bruno = { ...ada, slug: 'bruno', name: 'Bruno' };
    await seed(env, {
      'horses/bruno': { slug: 'bruno' },
      'publicHorses/bruno': { ...bruno, showWeb: false, coveredAmount: 30, activeSupporters: 1 },
    });
    await assertSucceeds(
      memberCommit('m2', (batch) => {
        batch.delete(application('m2'));
        batch.update(horse('bruno'), { coveredAmount: 0, activeSupporters: 0 });
      }),
    );
    const show = (totals: DocumentData) =>
      commitLogged(as.staff, ['horses', 'bruno'], (batch) =>
        batch.set(horse('bruno'), { ...bruno, ...totals }),
      );
    await assertFails(show(totals));
    await assertSucceeds(show({ coveredAmount: 0, activeSupporters: 0 }));
  });

  it("accepts a quarterly member's monthly share in whole cents (50 / 3 = 16.67)", async () => {
    const ruled = (totals: DocumentData) =>
      memberCommit('m3', (batch) => {
        batch.update(application('m3'), { status: 'Attivo', horseSlug: 'bruno' });
        batch.update(horse('bruno'), totals);
      });
    await assertFails(ruled({ coveredAmount: 46.66, activeSupporters: 2 }));
    await assertSucceeds(ruled({ coveredAmount: 46.67, activeSupporters: 2 }));
  });

  it('accepts both horses when the member moves from one to the other', async () => {
    await assertSucceeds(
      memberCommit('m2', (batch) => {
        batch.update(application('m2'), { horseSlug: 'ada' });
        batch.update(horse('ada'), totals);
        batch.update(horse('bruno'), { coveredAmount: 0, activeSupporters: 0 });
      }),
    );
    await assertFails(
      memberCommit('m2', (batch) => {
        batch.update(application('m2'), { horseSlug: 'bruno' });
        batch.update(horse('ada'), { coveredAmount: 0, activeSupporters: 0 });
        batch.update(horse('bruno'), { coveredAmount: 60, activeSupporters: 2 });
      }),
    );
  });

  it('refuses the totals of a horse the application is not about', async () => {
    await assertFails(
      memberCommit('m1', (batch) => {
        batch.update(application('m1'), { status: 'Attivo' });
        batch.update(horse('bruno'), { coveredAmount: 60, activeSupporters: 2 });
      }),
    );
  });

  it('refuses any other field of the projection under an application entry', async () => {
    await assertFails(
      memberCommit('m1', (batch) => {
        batch.update(application('m1'), { status: 'Attivo' });
        batch.update(horse('ada'), { ...totals, name: 'Ada Lovelace' });
      }),
    );
    await assertFails(
      memberCommit('m1', (batch) => {
        batch.update(application('m1'), { status: 'Attivo' });
        batch.update(horse('ada'), { monthlyCost: 10 });
      }),
    );
    await assertFails(
      memberCommit('m1', (batch) => {
        batch.update(application('m1'), { status: 'Attivo' });
        batch.set(horse('ada'), { ...ada, ...totals, adopterPhone: '+39 333' });
      }),
    );
  });

  it.each([
    [{ coveredAmount: -1, activeSupporters: 1 }],
    [{ coveredAmount: '30', activeSupporters: 1 }],
    [{ coveredAmount: 30, activeSupporters: 0.5 }],
    [{ coveredAmount: 30, activeSupporters: null }],
  ])('refuses totals of the wrong shape %j', async (bad) => {
    await assertFails(
      memberCommit('m1', (batch) => {
        batch.update(application('m1'), { status: 'Attivo' });
        batch.update(horse('ada'), bad);
      }),
    );
  });

  it('refuses the totals without the log entry, or with an entry of another kind', async () => {
    await assertFails(updateDoc(horse('ada'), totals));
    await assertFails(
      memberCommit('m1', (batch) => batch.update(horse('ada'), totals), { head: false }),
    );
    await assertFails(
      memberCommit('m1', (batch) => batch.update(horse('ada'), totals), {
        entry: logEntryFor('adoptionApplications', 'm1'),
      }),
    );
  });

  it('refuses the totals from a visitor or a user without the staff claim', async () => {
    await assertFails(updateDoc(doc(as.anonymous, 'publicHorses/ada'), totals));
    await assertFails(updateDoc(doc(as.user, 'publicHorses/ada'), totals));
  });
});
