import { demoLastWeeksDigest } from '#scripts/seed/demo/weekly-digest.ts';
import { demoFollowUpVisits } from '#scripts/seed/demo/aftercare.ts';
import { demoReceiptsFor } from '#scripts/seed/demo/receipts.ts';
import { buildDemoRegister } from '#scripts/seed/demo/volunteer-register.ts';
import { readdirSync } from 'node:fs';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { mailTemplatesDir } from '#tools/mail/templates.ts';
import * as z from 'zod/mini';
import {
  behaviourToleranceOptions,
  cessionPriorities,
  cessionStatuses,
  circleFrequencies,
  evaluations,
  healthToleranceOptions,
  homechecks,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
  horseStatuses,
  paymentMethods,
  publicHorseStatuses,
  regions,
  sexes,
  triStates,
} from '#src/config/options.ts';
import {
  applicationPhotosFolder,
  applicationPhotosRoot,
  eventImagePath,
  headerImagePath,
  HORSE_PHOTO_CACHE,
  horseImagePath,
  horseImageSizes,
  horsePhotoFolder,
  publishedEventListPath,
  publishedEventPath,
  publishedHorseListPath,
  publishedHorsePath,
  publishedSiteFolder,
} from '#src/config/storage-paths.ts';
import {
  adoptionApplicationSchema,
  type AdoptionApplication,
} from '#src/features/applications/model/adoption-application.ts';
import {
  cessionApplicationSchema,
  cessionRequiredFields,
  type CessionApplication,
} from '#src/features/applications/model/cession-application.ts';
import {
  circleApplicationSchema,
  type CircleApplication,
} from '#src/features/applications/model/circle-application.ts';
import {
  barncodePattern,
  photoNamePattern,
} from '#src/features/applications/model/public-application.ts';
import { eventSchema, type HorseEvent } from '#src/features/events/model/event.ts';
import { openBdnDeadline } from '#src/features/horses/model/bdn-deadline.ts';
import { horseSchema, type Horse } from '#src/features/horses/model/horse.ts';
import { isMailbox } from '#src/lib/data/email.ts';
import { formatDate, todayInRome } from '#src/lib/format/dates.ts';
import { coverageFields, publicHorseFields } from '#src/features/horses/model/public-horse.ts';
import { barnHorseFields } from '#src/features/horses/model/barn-horse.ts';
import { demoAccessKey } from '../../scripts/seed/demo/volunteer-access.ts';
import { logEntrySchema, type LogEntry } from '#src/features/logs/model/log-entry.ts';
import { demoLogEntries, demoUsers, headerPages } from '../../scripts/seed/demo-data.ts';
import { buildDemoCareRecords, demoCareIntervals } from '../../scripts/seed/demo/care-records.ts';
import { buildDemoHorseNews } from '../../scripts/seed/demo/horse-news.ts';
import { buildDemoHorseDocuments } from '../../scripts/seed/demo/horse-documents.ts';
import { DEMO_PRINT_ID } from '../../scripts/seed/demo/volunteer-register-prints.ts';
import { buildDemoBooks, DEMO_INVOICE_PATH } from '../../scripts/seed/demo/books.ts';
import { registerPrintPath } from '#src/features/volunteers/model/register-print.ts';
import { buildDemoVolunteerApplications } from '../../scripts/seed/demo/volunteer-applications.ts';
import { demoDonations } from '../../scripts/seed/demo/donations.ts';
import { DEMO_SUPPORTER_COUNT } from '../../scripts/seed/demo/supporters.ts';
import { donationSchema, supporterSchema } from '#src/features/money/model/money-schema.ts';
import {
  buildDemoDocuments,
  demoCollections,
  demoImages,
  seedDemoData,
  type SeedSummary,
} from '../../scripts/seed/seed-demo-data.ts';
import { readEmulatorConfig } from '../../tools/emulator-config.ts';
import { legacyHorseNames } from '#src/app/redirects/legacy-redirects';

// Its own project, so the other emulator tests, which clear the default one, do not disturb it.
const config = {
  ...readEmulatorConfig(),
  projectId: 'demo-seed-test',
  storageBucket: 'demo-seed-test.appspot.com',
};
const { host, ports, projectId, storageBucket } = config;
const firestoreUrl = `http://${host}:${ports.firestore}`;
const storageUrl = `http://${host}:${ports.storage}/v0/b/${storageBucket}/o`;
const owner = { authorization: 'Bearer owner' };

type Contents = Record<string, Record<string, DocumentData>>;

interface StoredImage {
  contentType: string;
  size: string;
  md5Hash: string;
  cacheControl?: string;
}

/** An applicant's photos are staff only: the test reads them as the emulator's owner. */
const isApplicationPhoto = (name: string) => name.startsWith(applicationPhotosRoot);
const isHorseDocument = (name: string) => name.startsWith('horseDocuments/');
const isRegisterPrint = (name: string) => name.startsWith('volunteerRegisterPrints/');
const isBooksAttachment = (name: string) => name.startsWith('books/');
// Public only while its news or its horse is (a Firestore read the Storage emulator makes in the
// backend's own project, not this test's): read as the owner, like the private files.
const isHorsePhoto = (name: string) => /^horses\/[^/]+\/(news|photo)\//.test(name);

interface SeedRun {
  summary: SeedSummary;
  milliseconds: number;
  contents: Contents;
  images: Record<string, StoredImage>;
  uids: Record<string, string>;
}

let admin: App;
let first: SeedRun;
let second: SeedRun;

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** The shared backend may be restarting. */
async function waitForBackend(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${firestoreUrl}/`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    if (Date.now() > deadline) throw new Error(`Firestore does not answer at ${firestoreUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function storedImageNames(): Promise<string[]> {
  const names: string[] = [];
  let pageToken = '';
  do {
    const query = pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : '';
    const response = await expectOk(
      await fetch(`${storageUrl}${query}`, { headers: owner }),
      'Listing the bucket',
    );
    const page = (await response.json()) as { items: { name: string }[]; nextPageToken?: string };
    names.push(...page.items.map((item) => item.name));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return names;
}

async function clearProject(): Promise<void> {
  await expectOk(
    await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
      method: 'DELETE',
    }),
    'Clearing Firestore',
  );
  await expectOk(
    await fetch(`http://${host}:${ports.auth}/emulator/v1/projects/${projectId}/accounts`, {
      method: 'DELETE',
    }),
    'Clearing Auth',
  );
  for (const name of await storedImageNames()) {
    await expectOk(
      await fetch(`${storageUrl}/${encodeURIComponent(name)}`, {
        method: 'DELETE',
        headers: owner,
      }),
      `Deleting ${name}`,
    );
  }
}

async function readContents(): Promise<Contents> {
  const contents: Contents = {};
  for (const collection of await getFirestore(admin).listCollections()) {
    const snapshot = await collection.get();
    contents[collection.id] = Object.fromEntries(
      snapshot.docs.map((document) => [document.id, document.data()]),
    );
  }
  return contents;
}

async function readImages(): Promise<Record<string, StoredImage>> {
  const images: Record<string, StoredImage> = {};
  for (const name of (await storedImageNames()).sort()) {
    const response = await expectOk(
      await fetch(`${storageUrl}/${encodeURIComponent(name)}`, {
        headers:
          isApplicationPhoto(name) ||
          isHorseDocument(name) ||
          isRegisterPrint(name) ||
          isBooksAttachment(name) ||
          isHorsePhoto(name)
            ? owner
            : {},
      }),
      `Reading the metadata of ${name}`,
    );
    const { contentType, size, md5Hash, cacheControl } = (await response.json()) as StoredImage;
    images[name] = { contentType, size, md5Hash, cacheControl };
  }
  return images;
}

async function readUids(): Promise<Record<string, string>> {
  const { users } = await getAuth(admin).listUsers();
  return Object.fromEntries(users.map((user) => [user.email ?? '', user.uid]));
}

async function seedAndRead(): Promise<SeedRun> {
  const started = Date.now();
  const summary = await seedDemoData(config);
  const milliseconds = Date.now() - started;
  return {
    summary,
    milliseconds,
    contents: await readContents(),
    images: await readImages(),
    uids: await readUids(),
  };
}

function parsedAll<S extends z.ZodMiniType>(schema: S, collection: string): z.infer<S>[] {
  return Object.entries(first.contents[collection] ?? {}).map(([id, data]) =>
    z.parse(schema, { ...data, slug: id }),
  );
}

const horses = (): Horse[] => parsedAll(horseSchema, demoCollections.horses);
const events = (): HorseEvent[] => parsedAll(eventSchema, demoCollections.events);
const adoptions = (): AdoptionApplication[] =>
  parsedAll(adoptionApplicationSchema, demoCollections.adoptionApplications);
const cessions = (): CessionApplication[] =>
  parsedAll(cessionApplicationSchema, demoCollections.cessionApplications);
const circles = (): CircleApplication[] =>
  parsedAll(circleApplicationSchema, demoCollections.circleApplications);

const distinct = <T>(values: T[]): T[] => [...new Set(values)].sort();
const webHorses = () => horses().filter((horse) => horse.showWeb);

beforeAll(async () => {
  await waitForBackend();
  admin = initializeApp({ projectId }, `seed-test-${Date.now()}`);
  await clearProject();
  first = await seedAndRead();
  second = await seedAndRead();
  console.info(
    `Seeding took ${(first.milliseconds / 1000).toFixed(1)} s, ` +
      `then ${(second.milliseconds / 1000).toFixed(1)} s`,
  );
}, 240_000);

afterAll(async () => {
  if (admin) await deleteApp(admin);
});

/** Published again by each seeding, with its own date. */
const isSiteFile = (name: string) => name.startsWith(`${publishedSiteFolder}/`);
const withoutSite = (images: Record<string, StoredImage>) =>
  Object.fromEntries(Object.entries(images).filter(([name]) => !isSiteFile(name)));

describe('seeding the demo data twice', () => {
  it('gives the same documents, accounts and images, and nothing more', () => {
    const published = (run: SeedRun) => run.contents.sitePublication?.state;
    const { publishedAt: firstAt, ...firstState } = published(first) ?? {};
    const { publishedAt: secondAt, ...secondState } = published(second) ?? {};
    expect(firstState).toEqual({ revision: 0, pending: [], publishedRevision: 0 });
    expect(secondState).toEqual(firstState);
    expect(firstAt).toBeInstanceOf(Timestamp);
    expect(secondAt).toBeInstanceOf(Timestamp);
    const withoutState = ({ sitePublication: _, ...rest }: Contents) => rest;
    expect(withoutState(second.contents)).toEqual(withoutState(first.contents));
    expect(withoutSite(second.images)).toEqual(withoutSite(first.images));
    const siteOf = (run: SeedRun) =>
      Object.entries(run.images)
        .filter(([name]) => isSiteFile(name))
        .map(([name, { contentType, cacheControl }]) => ({ name, contentType, cacheControl }));
    expect(siteOf(second)).toEqual(siteOf(first));
    expect(
      new Set(
        siteOf(first).map(({ contentType, cacheControl }) => `${contentType} ${cacheControl}`),
      ),
    ).toEqual(new Set(['application/json no-cache']));
    expect(second.uids).toEqual(first.uids);
    expect(second.summary).toEqual(first.summary);

    const expected = buildDemoDocuments();
    const web = expected.horses.filter((horse) => horse.showWeb);
    const counts = Object.fromEntries(
      Object.entries(first.contents).map(([name, documents]) => [
        name,
        Object.keys(documents).length,
      ]),
    );
    expect(counts).toEqual({
      [demoCollections.horses]: 25,
      [demoCollections.publicHorses]: 25,
      [demoCollections.barnHorses]: 25,
      [demoCollections.events]: expected.events.length,
      [demoCollections.adoptionApplications]: expected.adoptionApplications.length,
      [demoCollections.cessionApplications]: expected.cessionApplications.length,
      [demoCollections.circleApplications]: expected.circleApplications.length,
      [demoCollections.logs]: demoLogEntries.length,
      horseNews: buildDemoHorseNews().length,
      careRecords: buildDemoCareRecords().length,
      careIntervals: Object.keys(demoCareIntervals).length,
      horseDocuments: buildDemoHorseDocuments().length,
      volunteerApplications: buildDemoVolunteerApplications().length,
      sitePublication: 1,
      // Every template of mail/templates, the notification address; a notice and a staff message
      // sent, a receipt and a staff message failed, a news sent to Ada's two members who agreed;
      // one member unsubscribed. The register of volunteers (decision 86): its records, the two
      // sections' counters, a list row per person, the insurer's settings and notices (21
      // enrolments and 3 removals).
      templates: readdirSync(mailTemplatesDir).length,
      settings: 2,
      // And last week's mail "Da fare questa settimana" (decision 94).
      mail: 6 + 24 + 1,
      unsubscribes: 1,
      // The demo volunteer's access and a revoked one (decision 87).
      volunteerAccess: 2,
      volunteerRegister: buildDemoRegister().length,
      volunteerRegisterCounters: 2,
      volunteerRegisterIndex: 21,
      // One print of the whole register (decision 88).
      volunteerRegisterPrints: 1,
      // After the adoption (decision 94): four plans and their visits.
      followUpPlans: 4,
      followUpVisits: demoFollowUpVisits(todayInRome()).length,
      // The books (decision 93): two years of movements, 2025 closed and 2026 open.
      booksMovements: buildDemoBooks().movements.length,
      booksYears: 2,
      // Supporters' money (decision 90): 60 supporters, two years of the ledger.
      supporters: DEMO_SUPPORTER_COUNT,
      donations: demoDonations().length,
      // The barn rota (decision 89): its settings, three weekly shifts and four weeks of plan
      // (15 shifts a week: two feedings a day and the Saturday's paddocks).
      rotaSettings: 1,
      rotaTemplates: 3,
      rotaShifts: 4 * 15,
      // Receipts (decision 92): one for every third gift of a known supporter, numbered per year.
      donationReceipts: demoReceiptsFor(demoDonations()).length,
      donationReceiptCounters: new Set(demoReceiptsFor(demoDonations()).map(({ year }) => year))
        .size,
      // The demo staff asked for the weekly mail; last week's went, this week's has not.
      weeklyDigestSubscribers: 1,
      weeklyDigests: 1,
    });
    const staffUid = first.uids[demoUsers.find((user) => user.staff)?.email ?? ''];
    const { week } = demoLastWeeksDigest();
    expect(Object.keys(first.contents.weeklyDigestSubscribers ?? {})).toEqual([staffUid]);
    expect(first.contents.weeklyDigests?.[week.id]).toMatchObject({ sentBy: staffUid, mails: 1 });
    expect(first.contents.mail?.[`${week.id}.weekly-${staffUid}`]).toMatchObject({
      template: { name: 'weekly-digest', data: { week: week.id, total: 2 } },
      delivery: { state: 'SUCCESS' },
    });
    const newsPhotos = buildDemoHorseNews().flatMap((news) => (news.photo ? [news.photo] : []));
    const documentFiles = buildDemoHorseDocuments().map(({ stored }) => stored.path);
    const siteFiles = [
      publishedHorseListPath,
      ...web.map((horse) => publishedHorsePath(horse.slug)),
      publishedEventListPath,
      ...expected.events
        .filter((event) => event.showWeb)
        .map((event) => publishedEventPath(event.slug)),
    ];
    expect(Object.keys(first.images).sort()).toEqual(
      [
        ...demoImages().map((i) => i.path),
        ...newsPhotos,
        ...documentFiles,
        ...siteFiles,
        registerPrintPath(DEMO_PRINT_ID, 'intero'),
        DEMO_INVOICE_PATH,
      ].sort(),
    );
    expect(Object.keys(first.uids).sort()).toEqual(demoUsers.map((user) => user.email).sort());
    expect(first.summary).toMatchObject({
      users: 3,
      horses: 25,
      webHorses: web.length,
      logs: demoLogEntries.length,
      images:
        Object.keys(first.images).length -
        newsPhotos.length -
        documentFiles.length -
        siteFiles.length -
        // The register's print and the books' invoice.
        2,
    });
  });

  it('stores every document with every field of its schema, so that each one parses', () => {
    const expected = buildDemoDocuments();
    // Dates are whole minutes of the same year.
    expect(horses()).toEqual(expect.arrayContaining(expected.horses));
    expect(events()).toEqual(expect.arrayContaining(expected.events));
    expect(adoptions()).toEqual(expect.arrayContaining(expected.adoptionApplications));
    expect(cessions()).toEqual(expect.arrayContaining(expected.cessionApplications));
    expect(circles()).toEqual(expect.arrayContaining(expected.circleApplications));

    const keysOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();
    const stored = (collection: string) => Object.values(first.contents[collection] ?? {});
    for (const data of stored(demoCollections.horses)) {
      expect(Object.keys(data).sort()).toEqual(keysOf(horseSchema));
    }
    for (const data of stored(demoCollections.events)) {
      expect(Object.keys(data).sort()).toEqual(keysOf(eventSchema));
    }
    for (const data of stored(demoCollections.adoptionApplications)) {
      expect(Object.keys(data).sort()).toEqual(keysOf(adoptionApplicationSchema));
    }
    for (const data of stored(demoCollections.cessionApplications)) {
      expect(Object.keys(data).sort()).toEqual(keysOf(cessionApplicationSchema));
    }
    for (const [id, data] of Object.entries(first.contents.supporters ?? {})) {
      expect(z.safeParse(supporterSchema, { ...data, slug: id }).success).toBe(true);
    }
    for (const [id, data] of Object.entries(first.contents.donations ?? {})) {
      expect(z.safeParse(donationSchema, { ...data, slug: id }).success).toBe(true);
    }
    for (const data of stored(demoCollections.circleApplications)) {
      expect(Object.keys(data).sort()).toEqual(
        keysOf(circleApplicationSchema).filter((key) => key !== 'slug'),
      );
    }
  });
});

describe('the demo horses', () => {
  it('are the 25 horses of the legacy list, named after their slugs', () => {
    const names = Object.fromEntries(horses().map((horse) => [horse.slug, horse.name]));
    expect(Object.keys(names).sort()).toEqual([...legacyHorseNames].sort());
    expect(names['sugar-smart-spot']).toBe('Sugar Smart Spot');
    expect(names['curry-king']).toBe('Curry King');
    for (const [slug, name] of Object.entries(names)) {
      expect(name.toLowerCase().replace(/ /g, '-')).toBe(slug);
    }
    expect(horses().some((horse) => horse.docname && horse.docname !== horse.name)).toBe(true);
  });

  it('cover every status, species and sex, shown and hidden', () => {
    expect(distinct(horses().map((horse) => horse.status))).toEqual([...horseStatuses].sort());
    expect(distinct(horses().map((horse) => horse.species))).toEqual(
      ['Altro', 'Asino', 'Cavallo'].sort(),
    );
    expect(distinct(horses().map((horse) => horse.sex))).toEqual([...sexes].sort());
    expect(distinct(webHorses().map((horse) => horse.status))).toEqual(
      [...publicHorseStatuses].sort(),
    );
    expect(distinct(webHorses().map((horse) => horse.species))).toEqual(
      expect.arrayContaining(['Asino', 'Cavallo']),
    );
    for (const horse of horses().filter((h) => h.status === 'Deceduto')) {
      expect(horse.showWeb).toBe(false);
    }
    const hidden = horses().filter((horse) => !horse.showWeb);
    expect(hidden.some((horse) => publicHorseStatuses.some((s) => s === horse.status))).toBe(true);
    expect(horses().filter((horse) => horse.emergency && horse.showWeb).length).toBeGreaterThan(0);
  });

  it('set every tri-state flag to 1, -1 and 0 somewhere', () => {
    const flags = [
      'isEquinozio',
      'isDeceased',
      'isDeceasedReported',
      'bdn',
      'property',
      'isCorrectBarncode',
      'isAdopted',
      'isAdoptionContractualized',
    ] as const;
    for (const flag of flags) {
      expect({ flag, values: distinct(horses().map((horse) => horse[flag])) }).toEqual({
        flag,
        values: [...triStates].sort(),
      });
    }
    const deceased = horses().filter((horse) => horse.isDeceased === 1);
    expect(distinct(deceased.map((horse) => horse.isDeceasedReported))).toEqual(
      expect.arrayContaining([1, -1]),
    );
  });

  it('include compliance problems on living horses', () => {
    const living = horses().filter((horse) => horse.isDeceased !== 1);
    for (const flag of ['bdn', 'property', 'isCorrectBarncode'] as const) {
      expect(living.filter((horse) => horse[flag] !== 1).length).toBeGreaterThan(0);
    }
  });

  it('include adopted horses with a complete contract (green badge) and with an incomplete one', () => {
    const adopted = horses().filter((horse) => horse.isAdopted === 1);
    const complete = (horse: Horse) =>
      horse.isAdoptionContractualized === 1 &&
      horse.isCorrectBarncode === 1 &&
      horse.barncode !== '' &&
      horse.barncodeAdoptionContract === horse.barncode &&
      [
        horse.adopter,
        horse.adopterPhone,
        horse.adopterEmail,
        horse.adoptionContractDate,
        horse.adoptionContractLocation,
        horse.barnAdoptionContract,
      ].every((value) => value !== '');
    expect(adopted.filter(complete).length).toBeGreaterThan(0);
    expect(adopted.filter((horse) => !complete(horse)).length).toBeGreaterThan(0);
    for (const horse of adopted) {
      expect(horse.status).toBe('Adottato');
      if (horse.adopterEmail) expect(horse.adopterEmail).toMatch(/@example\.org$/);
      expect(horse.adopterPhone).toMatch(/^\+39 0000 /);
    }
  });

  it('include an open BDN deadline and a past one, dated from the seeding day', () => {
    const today = formatDate(new Date());
    const open = horses().flatMap((horse) => {
      const deadline = openBdnDeadline(horse, today);
      return deadline ? [[horse.slug, deadline.kind, deadline.daysLeft]] : [];
    });
    expect(open.sort()).toEqual([
      ['curry-king', 'adozione', 3],
      ['kiya', 'decesso', -3],
    ]);
  });

  it('have coordinates across Italy on most, and none on a few', () => {
    const placed = horses().filter((horse) => horse.latlng !== '');
    expect(placed.length).toBeGreaterThan(horses().length / 2);
    expect(placed.length).toBeLessThan(horses().length);
    const points = placed.map((horse) => {
      expect(horse.latlng).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
      const [lat = NaN, lng = NaN] = horse.latlng.split(',').map(Number);
      expect(lat).toBeGreaterThan(35.4);
      expect(lat).toBeLessThan(47.1);
      expect(lng).toBeGreaterThan(6.6);
      expect(lng).toBeLessThan(18.6);
      return { lat, lng };
    });
    expect(points.some((p) => p.lat > 45)).toBe(true); // north
    expect(points.some((p) => p.lat > 41.5 && p.lat < 44)).toBe(true); // centre
    expect(points.some((p) => p.lat < 41.3 && p.lng > 14)).toBe(true); // south
    expect(points.some((p) => p.lat < 41.3 && p.lng < 10)).toBe(true); // Sardinia
    expect(points.some((p) => p.lat < 38.3 && p.lng > 12.4)).toBe(true); // Sicily
  });

  it('tell each web horse its own story in Italian, with a circle link', () => {
    for (const horse of webHorses()) {
      expect(horse.claim_it, horse.slug).not.toBe('');
      expect(horse.short_it, horse.slug).not.toBe('');
      expect(horse.description_it, horse.slug).toMatch(/^<p>.*<\/(p|ul)>$/s);
      expect(horse.description_it, horse.slug).toContain('<strong>');
      expect(horse.stripeCircleLink, horse.slug).toMatch(/^https:\/\/donate\.stripe\.com\/test_/);
    }
    const descriptions = webHorses().map((horse) => horse.description_it);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(new Set(webHorses().map((horse) => horse.claim_it)).size).toBe(descriptions.length);
    expect(descriptions.some((text) => text.includes('<ul>'))).toBe(true);
    expect(descriptions.some((text) => text.includes('<em>'))).toBe(true);
    const donations = horses().filter((horse) => horse.stripeDonationLink);
    expect(donations.length).toBeGreaterThan(1);
    for (const horse of donations) {
      expect(horse.stripeDonationLink).toMatch(/^https:\/\/donate\.stripe\.com\/test_/);
      expect(horse.donationReason).not.toBe('');
      expect(horse.donationDescription_it).not.toBe('');
    }
    expect(horses().filter((horse) => horse.notes).length).toBeGreaterThan(3);
  });

  it('have a public projection with exactly the public fields, hidden ones too', () => {
    const projections = first.contents[demoCollections.publicHorses] ?? {};
    expect(horses().some((horse) => !horse.showWeb)).toBe(true);
    for (const horse of horses()) {
      const projection = projections[horse.slug];
      expect(Object.keys(projection ?? {}).sort()).toEqual(
        [...publicHorseFields, ...coverageFields].sort(),
      );
      for (const field of publicHorseFields) {
        expect(projection?.[field], `${horse.slug}.${field}`).toEqual(horse[field]);
      }
    }
  });

  it("have the barn's view with exactly its fields, for every horse (decision 87)", () => {
    const projections = first.contents[demoCollections.barnHorses] ?? {};
    for (const horse of horses()) {
      const projection = projections[horse.slug];
      expect(Object.keys(projection ?? {}).sort()).toEqual([...barnHorseFields].sort());
      for (const field of barnHorseFields) {
        expect(projection?.[field], `${horse.slug}.${field}`).toEqual(horse[field]);
      }
    }
  });

  it("give the residents' circles different totals, computed from the Attivo members", () => {
    const projections = first.contents[demoCollections.publicHorses] ?? {};
    const totals = (slug: string) => ({
      monthlyCost: projections[slug]?.monthlyCost,
      coveredAmount: projections[slug]?.coveredAmount,
      activeSupporters: projections[slug]?.activeSupporters,
    });
    expect(totals('ada')).toEqual({ monthlyCost: 300, coveredAmount: 95, activeSupporters: 3 });
    expect(totals('gerba')).toEqual({ monthlyCost: 300, coveredAmount: 200, activeSupporters: 2 });
    expect(totals('tom')).toEqual({ monthlyCost: 250, coveredAmount: 50, activeSupporters: 2 });
    for (const slug of ['alba', 'leila', 'shasir']) {
      expect(totals(slug)).toEqual({ monthlyCost: 300, coveredAmount: 0, activeSupporters: 0 });
    }
  });

  it("have a thumb and a zoom image, in PNG and WebP, in the horse's folder, cached by browsers only", () => {
    for (const horse of webHorses()) {
      for (const size of horseImageSizes) {
        expect(first.images[horseImagePath(horse.slug, size, 'png')]).toMatchObject({
          contentType: 'image/png',
          cacheControl: HORSE_PHOTO_CACHE,
        });
        expect(first.images[horseImagePath(horse.slug, size, 'webp')]).toMatchObject({
          contentType: 'image/webp',
          cacheControl: HORSE_PHOTO_CACHE,
        });
      }
    }
    for (const horse of horses().filter((h) => !h.showWeb)) {
      expect(
        Object.keys(first.images).filter((path) => path.startsWith(horsePhotoFolder(horse.slug))),
      ).toEqual([]);
    }
    // Nothing at the top of horses/, where photos were before decision 75.
    expect(Object.keys(first.images).filter((path) => /^horses\/[^/]+$/.test(path))).toEqual([]);
    for (const image of Object.values(first.images)) expect(Number(image.size)).toBeGreaterThan(0);
  });
});

describe('the demo events', () => {
  it('are partly past and partly upcoming, each with texts, a place and a thumb', () => {
    const now = Date.now();
    const past = events().filter((event) => event.date.getTime() < now);
    const next = events().filter((event) => event.date.getTime() >= now);
    expect(events().length).toBeGreaterThanOrEqual(6);
    expect(past.length).toBeGreaterThanOrEqual(3);
    expect(next.length).toBeGreaterThanOrEqual(3);
    for (const event of events()) {
      expect(event.name_it).not.toBe('');
      expect(event.name_en).not.toBe('');
      expect(event.location).not.toBe('');
      expect(event.description_it).toMatch(/^<p>/);
      expect(first.images[eventImagePath(event.slug, 'png')]).toMatchObject({
        contentType: 'image/png',
      });
    }
    for (const page of headerPages) {
      expect(first.images[headerImagePath(page)]).toMatchObject({ contentType: 'image/jpeg' });
    }
  });
});

describe('the demo applications', () => {
  it('for adoption cover every evaluation, home check and answer, from many regions', () => {
    const all = adoptions();
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(distinct(all.map((a) => a.evaluation))).toEqual([...evaluations].sort());
    expect(distinct(all.map((a) => a.homecheck))).toEqual([...homechecks].sort());
    const regionsSeen = distinct(all.map((a) => a.region));
    expect(regionsSeen).toContain('Estero');
    expect(regionsSeen.filter((region) => region !== 'Estero').length).toBeGreaterThanOrEqual(8);
    expect(regionsSeen.every((region) => regions.some((r) => r === region))).toBe(true);

    const lookingForHome = new Set(
      horses()
        .filter((horse) => horse.status === 'In cerca di casa')
        .map((horse) => horse.slug),
    );
    const answers = [
      ['horsePlace', horsePlaceOptions],
      ['horseFriends', horseFriendsOptions],
      ['horseHouse', horseHouseOptions],
      ['horseFeeding', horseFeedingOptions],
      ['horseFeet', horseFeetOptions],
      ['desiredHealth', healthToleranceOptions],
      ['desiredBrain', behaviourToleranceOptions],
    ] as const;
    for (const application of all) {
      expect(application.slug).toMatch(/^(adozione-\d{3}|[A-Za-z0-9]{20})$/);
      expect(application.horses.length > 0 || application.anyHorse, application.slug).toBe(true);
      for (const slug of application.horses) expect(lookingForHome.has(slug)).toBe(true);
      for (const [field, options] of answers) {
        expect(options, `${application.slug}.${field}`).toContain(application[field]);
      }
      expect(application.email).toMatch(/@example\.org$/);
      expect(application.date.getTime()).toBeLessThan(Date.now());
    }
    for (const field of answers.map(([name]) => name)) {
      expect(distinct(all.map((a) => a[field])).length, field).toBeGreaterThan(1);
    }
    for (const flag of ['newsletterUpdates', 'newsletterAdoption', 'newsletterSupport'] as const) {
      expect(distinct(all.map((a) => a[flag]))).toEqual([false, true]);
    }
    // Some answers are long, to exercise the list's abbreviation.
    expect(all.some((a) => a.horsePlaceNotes.length > 200 || a.humanWhy.length > 200)).toBe(true);
  });

  it('for cession cover every status and priority, mostly complete', () => {
    const all = cessions();
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(distinct(all.map((a) => a.status))).toEqual([...cessionStatuses].sort());
    expect(distinct(all.map((a) => a.priority))).toEqual([...cessionPriorities].sort());
    expect(distinct(all.map((a) => a.horseRegion)).length).toBeGreaterThanOrEqual(5);
    const complete = all.filter((a) => cessionRequiredFields.every((field) => a[field] !== ''));
    expect(complete.length).toBeGreaterThan(all.length / 2);
    expect(all.filter((a) => a.email === '').length).toBeGreaterThanOrEqual(1);
    for (const application of all) {
      expect(application.slug).toMatch(/^(cessione-\d{3}|[A-Za-z0-9]{20})$/);
    }
  });

  it('include some sent from the public forms: new, declared, with a barn code, any horse on one', () => {
    const sent = <T extends { slug: string; isNew: boolean }>(all: T[]) =>
      all.filter((application) => /^[A-Za-z0-9]{20}$/.test(application.slug));
    const adoptionsSent = sent(adoptions());
    const cessionsSent = sent(cessions());
    expect(adoptionsSent.length).toBeGreaterThanOrEqual(2);
    expect(cessionsSent.length).toBeGreaterThanOrEqual(2);
    for (const application of [...adoptionsSent, ...cessionsSent]) {
      expect(application.isNew, application.slug).toBe(true);
      expect(application.declaration, application.slug).toBe(true);
      expect(application.date.getTime()).toBeLessThan(Date.now());
    }
    for (const application of adoptionsSent) {
      expect([application.evaluation, application.homecheck, application.internalNotes]).toEqual([
        '',
        '',
        '',
      ]);
      expect(application.horseBarncode).toMatch(barncodePattern);
      expect(application.horseBarncode).not.toBe('');
    }
    for (const application of cessionsSent) expect(application.status).toBe('');
    expect(adoptionsSent.filter((a) => a.anyHorse && a.horses.length === 0)).toHaveLength(1);
    const newest = (all: { date: Date; slug: string }[]) =>
      [...all]
        .sort((a, b) => b.date.getTime() - a.date.getTime())
        .slice(0, 2)
        .map((application) => application.slug);
    const slugs = (all: { slug: string }[]) => all.map((application) => application.slug);
    expect(slugs(adoptionsSent)).toEqual(expect.arrayContaining(newest(adoptions())));
    expect(slugs(cessionsSent)).toEqual(expect.arrayContaining(newest(cessions())));
    expect(adoptions().filter((a) => a.isNew)).toEqual(adoptionsSent);
    expect(cessions().filter((a) => a.isNew)).toEqual(cessionsSent);
  });

  it('keep the photos they name in their Storage folders, as WebP only staff may read', async () => {
    const expected: string[] = [];
    for (const [kind, all] of [
      ['adoption', adoptions()],
      ['cession', cessions()],
    ] as const) {
      expect(
        all.some((application) => application.photos.length > 0),
        kind,
      ).toBe(true);
      for (const application of all) {
        for (const name of application.photos) {
          expect(name).toMatch(photoNamePattern);
          expected.push(`${applicationPhotosFolder(kind, application.slug)}${name}`);
        }
      }
    }
    const stored = Object.keys(first.images).filter(isApplicationPhoto);
    expect(stored.sort()).toEqual(expected.sort());
    for (const path of stored) {
      expect(first.images[path]).toMatchObject({ contentType: 'image/webp' });
      expect(Number(first.images[path]?.size)).toBeGreaterThan(0);
      expect(first.images[path]?.cacheControl).toMatch(/^private/);
      const anonymous = await fetch(`${storageUrl}/${encodeURIComponent(path)}`);
      expect([401, 403], path).toContain(anonymous.status);
    }
  });

  it('for circles cover every frequency and method, naming web horses, with positive amounts', () => {
    const all = circles();
    expect(distinct(all.map((a) => a.frequency))).toEqual([...circleFrequencies].sort());
    expect(distinct(all.map((a) => a.method))).toEqual([...paymentMethods].sort());
    const webNames = new Set(webHorses().map((horse) => horse.name));
    for (const application of all) {
      expect(webNames.has(application.horse)).toBe(true);
      expect(application.amount).toBeGreaterThan(0);
    }
    expect(all.some((a) => a.notes !== '')).toBe(true);
    expect(all.some((a) => a.notes === '')).toBe(true);
  });
});

describe('the demo users', () => {
  it('give the staff claim to the staff login only', async () => {
    const auth = getAuth(admin);
    for (const user of demoUsers) {
      const record = await auth.getUserByEmail(user.email);
      if (user.staff) expect(record.customClaims).toEqual({ staff: true });
      else expect(record.customClaims?.staff).toBeUndefined();
    }
    expect(demoUsers.map((user) => user.staff).sort()).toEqual([false, false, true]);
  });

  it("give the demo volunteer an active access under their e-mail's key, and nobody else", async () => {
    const db = getFirestore(admin);
    for (const user of demoUsers) {
      const access = await db.doc(`volunteerAccess/${demoAccessKey(user.email)}`).get();
      expect(access.get('active') === true, user.email).toBe(user.volunteer === true);
    }
  });
});

describe('the demo log entries', () => {
  const stored = () => first.contents[demoCollections.logs] ?? {};
  const entries = (): LogEntry[] =>
    parsedAll(logEntrySchema, demoCollections.logs).sort(
      (a, b) => b.date.getTime() - a.date.getTime(),
    );

  it('are in the shape the app writes, each readable by the log view', () => {
    expect(Object.keys(stored()).sort()).toEqual(demoLogEntries.map((entry) => entry.id).sort());
    for (const data of Object.values(stored())) {
      expect(Object.keys(data).sort()).toEqual([
        'collection',
        'date',
        'function',
        'params',
        'user',
      ]);
      expect(Object.keys(data.user as object).sort()).toEqual(['displayName', 'email', 'uid']);
    }
    expect(entries()).toHaveLength(demoLogEntries.length);
  });

  it('are written by the demo staff account, or by the retention script', () => {
    const staff = { uid: first.uids['staff@example.org'], email: 'staff@example.org' };
    for (const entry of entries()) {
      if (entry.operation === 'retentionDelete') {
        expect(entry.user.uid).toBe('script:retention');
      } else {
        expect(entry.user).toEqual({ ...staff, displayName: 'Giulia Demo' });
      }
    }
  });

  it('cover horse and event saves, an evaluation, a deletion and the retention script', () => {
    const operations = entries().map((entry) => `${entry.operation} ${entry.slug}`);
    expect(operations).toEqual(
      expect.arrayContaining([
        'updateHorse leila',
        'addEvent mercatino-di-natale',
        'updateAdoptionApplication adozione-001',
        'deleteEvent cena-sociale-annullata',
        'republishPublicHorses *',
      ]),
    );
    expect(operations.some((operation) => operation.startsWith('retentionDelete '))).toBe(true);
    expect(distinct(entries().map((entry) => entry.collection ?? ''))).toEqual(
      ['adoptionApplications', 'cessionApplications', 'events', 'horses', 'mail'].sort(),
    );
    const leila = entries().find((entry) => entry.slug === 'leila');
    const { slug: _slug, ...leilaStored } = first.contents[demoCollections.horses]?.leila ?? {};
    expect(leila?.item).toMatchObject(leilaStored);
  });

  it("hold only staff fields of applications, never an applicant's data", () => {
    const applicationEntries = Object.values(stored()).filter((data) =>
      String(data.collection).endsWith('Applications'),
    );
    expect(applicationEntries.length).toBeGreaterThanOrEqual(3);
    const staffFields = ['evaluation', 'homecheck', 'status', 'internalNotes', 'startDate'];
    for (const data of applicationEntries) {
      expect(Object.keys(data.params as object).sort()).toEqual(['changes', 'slug']);
      for (const field of Object.keys((data.params as { changes: object }).changes)) {
        expect(staffFields).toContain(field);
      }
    }
    const evaluation = entries().find((entry) => entry.slug === 'adozione-001');
    expect(evaluation?.changes).toEqual({ evaluation: 'Promosso', homecheck: 'Fatto' });
  });

  it('are dated last year, so that anything done in the demo today comes first', () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    const today = new Date(new Date().toISOString().slice(0, 10));
    for (const entry of entries()) {
      // A news is sent the day after its own date, which the demo gives in days before today.
      if (entry.operation === 'sendHorseNews')
        expect(entry.date.getTime()).toBeLessThan(today.getTime());
      else expect(entry.date.getUTCFullYear()).toBe(lastYear);
    }
  });
});

describe('the demo addresses and mails (decision 72)', () => {
  it('store one mailbox in every address, as the rules take it', () => {
    const stored = [
      ...adoptions().map((application) => application.email),
      ...cessions().map((application) => application.email),
      ...circles().map((application) => application.email),
      ...horses().map((horse) => horse.adopterEmail),
    ].filter((address) => address !== '');
    expect(stored.length).toBeGreaterThan(20);
    expect(stored.filter((address) => !isMailbox(address))).toEqual([]);
    const notify: unknown = first.contents.settings?.mail?.notify;
    expect(typeof notify === 'string' && isMailbox(notify)).toBe(true);
  });

  it('send every mail to one mailbox, with no other recipient', () => {
    const mails = Object.entries(first.contents.mail ?? {});
    expect(mails.length).toBeGreaterThan(0);
    for (const [id, mail] of mails) {
      const to: unknown = mail.to;
      expect(typeof to === 'string' && isMailbox(to), id).toBe(true);
      expect(Object.keys(mail).sort(), id).toEqual(['date', 'delivery', 'template', 'to']);
    }
  });
});
