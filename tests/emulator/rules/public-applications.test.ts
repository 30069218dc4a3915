import { readFileSync } from 'node:fs';
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
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import {
  cessionPriorities,
  cessionStatuses,
  evaluations,
  homechecks,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
  behaviourToleranceOptions,
  healthToleranceOptions,
  regions,
} from '#src/config/options';
import {
  callersOf,
  commitLogged,
  seed,
  startRulesTestEnvironment,
  without,
  type Callers,
} from './support.ts';
import { isPhoneNumber } from '#src/features/applications/model/public-application';
import { adoption, cession, PHOTO, phones, withReference } from './application-data.ts';

// docs/product.md "Public applications".

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ID = 'AbCdEfGhIj0123456789';

const kinds = [
  { collection: 'adoptionApplications', valid: adoption },
  { collection: 'cessionApplications', valid: cession },
] as const;

let sent = 0;
/** A new auto-id for each attempt, so that no refusal is only an overwrite's. */
const freshId = () => {
  sent += 1;
  return `Id${String(sent).padStart(18, '0')}`;
};

const send = (db: Callers['anonymous'], name: string, data: DocumentData, id = freshId()) =>
  setDoc(doc(db, name, id), withReference(id, data));

describe.each(kinds)('$collection: the public create', ({ collection: name, valid }) => {
  it('stores the reference of its own id only, upper case in two groups of four', async () => {
    const id = 'k3J9x0A1b2c4d5e6f7g8';
    const at = (reference?: unknown) =>
      setDoc(
        doc(as.anonymous, name, id),
        reference === undefined ? valid() : { ...valid(), reference },
      );
    await assertFails(at());
    for (const reference of ['k3J9-x0A1', 'K3J9X0A1', 'K3J9-X0A2', 'T4XC-W6SW', '', 42]) {
      await assertFails(at(reference));
    }
    await assertSucceeds(at('K3J9-X0A1'));
  });

  it('accepts a valid application from a visitor, a signed-in user and staff', async () => {
    await assertSucceeds(send(as.anonymous, name, valid()));
    await assertSucceeds(send(as.user, name, valid()));
    await assertSucceeds(send(as.staff, name, valid()));
  });

  it('refuses an extra key', async () => {
    await assertFails(send(as.anonymous, name, valid({ website: 'http://spam.example' })));
  });

  it.each(Object.keys(valid()))('refuses an application without %s', async (key) => {
    await assertFails(send(as.anonymous, name, without(valid(), key)));
  });

  it.each([
    ['evaluation', 'Promosso'],
    ['homecheck', 'Fatto'],
    ['status', 'In carico'],
    ['internalNotes', 'Ok'],
    ['startDate', '2026-01-01'],
  ])('refuses the staff field %s', async (key, value) => {
    await assertFails(send(as.anonymous, name, valid({ [key]: value })));
  });

  it.each([
    ['givenName', 42],
    ['familyName', null],
    ['phone', 3331234567],
    ['email', ['a@b.it']],
    ['photos', 'k3j9x0a1b2c4.webp'],
    ['photos', [42]],
    ['declaration', 'true'],
    ['isNew', 'true'],
    ['date', '2026-03-01T10:00:00Z'],
  ])('refuses %s of the wrong type (%j)', async (key, value) => {
    await assertFails(send(as.anonymous, name, valid({ [key]: value })));
  });

  it('refuses an application without the declaration, or not new', async () => {
    await assertFails(send(as.anonymous, name, valid({ declaration: false })));
    await assertFails(send(as.anonymous, name, valid({ isNew: false })));
  });

  it('refuses a date set by the client', async () => {
    await assertFails(send(as.anonymous, name, valid({ date: Timestamp.now() })));
    await assertFails(send(as.anonymous, name, valid({ date: new Date(Date.now() - 60_000) })));
  });

  it('refuses an id chosen by the sender', async () => {
    await assertFails(send(as.anonymous, name, valid(), 'maria-rossi'));
    await assertFails(send(as.anonymous, name, valid(), 'AbCdEfGhIj012345678'));
    await assertFails(send(as.anonymous, name, valid(), 'AbCdEfGhIj_123456789'));
  });

  it('refuses an overwrite of an existing application, even with the same answers', async () => {
    await assertSucceeds(send(as.anonymous, name, valid(), ID));
    await assertFails(send(as.anonymous, name, valid(), ID));
  });

  it('accepts up to 5 photos with the names Storage accepts, and refuses others', async () => {
    const five = ['a', 'b', 'c', 'd'].map((letter) => `${letter.repeat(12)}.webp`);
    five.push('eeeeeeeeeeee.jpg');
    await assertSucceeds(send(as.anonymous, name, valid({ photos: five })));
    await assertSucceeds(send(as.anonymous, name, valid({ photos: [] })));
    for (const photos of [
      [...five, 'ffffffffffff.webp'],
      ['K3J9X0A1B2C4.webp'],
      ['k3j9x0a1b2c4.png'],
      ['k3j9x0a1b2c4.jpeg'],
      [123456789012],
      ['k3j9x0a1b2c.webp'],
      ['../k3j9x0a1b2c4.webp'],
      [`${PHOTO} ${PHOTO}`],
      [`${PHOTO},${PHOTO}`],
    ]) {
      await assertFails(send(as.anonymous, name, valid({ photos })));
    }
  });

  it.each([
    ['givenName', 101],
    ['familyName', 101],
    ['phone', 41],
    ['horseAddress', 301],
  ])('refuses a %s of %i characters', async (key, length) => {
    await assertFails(send(as.anonymous, name, valid({ [key]: 'a'.repeat(length) })));
  });

  it('refuses a 1 MB answer', async () => {
    await assertFails(send(as.anonymous, name, valid({ horseAddress: 'a'.repeat(1_000_000) })));
  });

  it.each(phones.callable)('accepts the phone %j, as the form does', async (phone) => {
    expect(isPhoneNumber(phone.trim())).toBe(true);
    await assertSucceeds(send(as.anonymous, name, valid({ phone })));
  });

  it.each(phones.malformed)('refuses the phone %j, as the form does', async (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
    await assertFails(send(as.anonymous, name, valid({ phone })));
  });

  it.each(['givenName', 'familyName', 'phone', 'horseAddress'])(
    'refuses an empty %s',
    async (key) => {
      await assertFails(send(as.anonymous, name, valid({ [key]: '' })));
    },
  );
});

describe('adoptionApplications: the answers', () => {
  const name = 'adoptionApplications';

  it('accepts "any suitable horse" instead of named horses, and refuses neither', async () => {
    await assertSucceeds(send(as.anonymous, name, adoption({ horses: [], anyHorse: true })));
    await assertFails(send(as.anonymous, name, adoption({ horses: [], anyHorse: false })));
  });

  it('accepts up to 10 horses given by their slugs', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => `cavallo-${index}`);
    await assertSucceeds(send(as.anonymous, name, adoption({ horses: ten })));
  });

  it.each([
    ['eleven horses', [...Array.from({ length: 10 }, (_, index) => `c-${index}`), 'c-10']],
    ['a name', ['Ada']],
    ['a space', ['ada rossi']],
    ['a comma inside', ['ada,stella']],
    ['a capital', ['ada', 'Stella']],
    ['an empty slug', ['']],
    ['a number', [42]],
    ['a number among slugs', ['ada', 7]],
    ['a map inside', [{ slug: 'ada' }]],
  ])('refuses horses with %s', async (_what, horses) => {
    await assertFails(send(as.anonymous, name, adoption({ horses })));
  });

  it.each(['maria', 'maria@', '@example.org', 'maria @example.org', 'maria@example', ''])(
    'refuses the e-mail %j (required on adoption)',
    async (email) => {
      await assertFails(send(as.anonymous, name, adoption({ email })));
    },
  );

  it('accepts an empty or a well-formed barn code and refuses anything else', async () => {
    await assertSucceeds(send(as.anonymous, name, adoption({ horseBarncode: '' })));
    for (const horseBarncode of ['123fi456', '123 FI 456', 'A'.repeat(21), 12345678]) {
      await assertFails(send(as.anonymous, name, adoption({ horseBarncode })));
    }
  });

  it.each([
    ['region', 'Toscana '],
    ['region', 'Tuscany'],
    ['region', ''],
    ['horsePlace', 'Giardino'],
    ['horsePlace', ''],
    ['horseFriends', 'Gatti'],
    ['horseHouse', 'Castello'],
    ['horseFeeding', 'Erba'],
    ['horseFeet', 'Scarpette'],
    ['desiredHealth', 'Qualsiasi'],
    ['desiredBrain', ''],
    ['newsletterUpdates', 'sì'],
    ['anyHorse', 1],
  ])('refuses %s %j', async (key, value) => {
    await assertFails(send(as.anonymous, name, adoption({ [key]: value })));
  });

  it.each(['humanExperience', 'humanWhy', 'zip'])('requires %s', async (key) => {
    await assertFails(send(as.anonymous, name, adoption({ [key]: '' })));
  });

  it('accepts every option of every answer list', async () => {
    const lists: [string, readonly string[]][] = [
      ['region', regions],
      ['horsePlace', horsePlaceOptions],
      ['horseFriends', horseFriendsOptions],
      ['horseHouse', horseHouseOptions],
      ['horseFeeding', horseFeedingOptions],
      ['horseFeet', horseFeetOptions],
      ['desiredHealth', healthToleranceOptions],
      ['desiredBrain', behaviourToleranceOptions],
    ];
    for (const [key, options] of lists) {
      for (const option of options) {
        await assertSucceeds(send(as.anonymous, name, adoption({ [key]: option })));
      }
    }
  });
});

describe('cessionApplications: the answers', () => {
  const name = 'cessionApplications';

  it('accepts an empty e-mail (optional) and refuses a malformed one', async () => {
    await assertSucceeds(send(as.anonymous, name, cession({ email: 'paolo@example.org' })));
    await assertFails(send(as.anonymous, name, cession({ email: 'paolo' })));
  });

  it.each([
    'cause',
    'horseZip',
    'horseName',
    'horseBreed',
    'horseHeight',
    'humanTime',
    'horseCurrentPhysical',
    'horsePastPhysical',
    'horseCurrentMental',
    'horsePastMental',
    'horsePersonality',
    'horseWithHumans',
    'horseWithHorses',
  ])('requires %s', async (key) => {
    await assertFails(send(as.anonymous, name, cession({ [key]: '' })));
  });

  it.each([
    ['priority', 'Subito'],
    ['priority', ''],
    ['horseRegion', 'Lombardy'],
    ['horseBirthdate', '12/04/2009'],
    ['horseBirthdate', ''],
    ['horseFriends', ''],
    ['horseHouse', 'Altrove'],
    ['horseFeeding', ''],
    ['horseFeet', 'Zoccoli'],
    ['notes', 'n'.repeat(2001)],
  ])('refuses %s %j', async (key, value) => {
    await assertFails(send(as.anonymous, name, cession({ [key]: value })));
  });

  it('accepts every priority', async () => {
    for (const priority of cessionPriorities) {
      await assertSucceeds(send(as.anonymous, name, cession({ priority })));
    }
  });
});

describe.each(kinds)('$collection: read, update and delete', ({ collection: name, valid }) => {
  const stored = () => ({ ...valid(), date: Timestamp.fromDate(new Date('2026-03-01T10:00:00Z')) });
  beforeEach(() => seed(env, { [`${name}/${ID}`]: stored() }));

  it('refuses the public a get, a list and a count', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, name, ID)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(getCountFromServer(collection(db, name)));
    }
  });

  it('refuses the public an update and a delete', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(updateDoc(doc(db, name, ID), { isNew: false }));
      await assertFails(deleteDoc(doc(db, name, ID)));
    }
  });

  it('lets staff read, mark opened and delete, each with its log entry', async () => {
    await assertSucceeds(getDoc(doc(as.staff, name, ID)));
    const target: [string, string] = [name, ID];
    await assertSucceeds(
      commitLogged(as.staff, target, (batch) =>
        batch.update(doc(as.staff, name, ID), { isNew: false }),
      ),
    );
    await assertFails(updateDoc(doc(as.staff, name, ID), { isNew: true }));
    await assertSucceeds(
      commitLogged(as.staff, target, (batch) => batch.delete(doc(as.staff, name, ID))),
    );
  });
});

describe('the answer lists in firestore.rules', () => {
  const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
  /** The quoted strings of the rules function `name()`. */
  const listIn = (name: string) => {
    const body = new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\]`).exec(
      rules,
    )?.[1];
    return [...(body ?? '').matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2]);
  };

  it.each([
    ['regions', regions],
    ['horseFriendsOptions', horseFriendsOptions],
    ['horseHouseOptions', horseHouseOptions],
    ['horseFeedingOptions', horseFeedingOptions],
    ['horseFeetOptions', horseFeetOptions],
  ])('%s matches src/config/options.ts', (name, options) => {
    expect(listIn(name)).toEqual([...options]);
  });

  it.each([
    [horsePlaceOptions],
    [healthToleranceOptions],
    [behaviourToleranceOptions],
    [cessionPriorities],
    [evaluations],
    [homechecks],
    [cessionStatuses],
  ])('every option of %j is written in the rules', (options) => {
    for (const option of options) expect(rules).toContain(option);
  });
});
