import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import * as z from 'zod/mini';
import {
  applicationPhotosFolder,
  eventImagePath,
  headerImagePath,
  HORSE_PHOTO_CACHE,
  horseImagePath,
  horseImageSizes,
} from '#src/config/storage-paths.ts';
import {
  adoptionApplicationSchema,
  type AdoptionApplication,
} from '#src/features/applications/model/adoption-application.ts';
import {
  cessionApplicationSchema,
  type CessionApplication,
} from '#src/features/applications/model/cession-application.ts';
import {
  circleApplicationSchema,
  type CircleApplication,
} from '#src/features/applications/model/circle-application.ts';
import {
  applicationLimits,
  photoNamePattern,
} from '#src/features/applications/model/public-application.ts';
import { eventSchema, type HorseEvent } from '#src/features/events/model/event.ts';
import { horseSchema, type Horse } from '#src/features/horses/model/horse.ts';
import { toPublicHorse } from '#src/features/horses/model/public-horse.ts';
import { toBarnHorse } from '#src/features/horses/model/barn-horse.ts';
import { coverageOf } from '#src/features/horses/model/coverage.ts';
import { devServerPort, type EmulatorConfig } from '../../tools/emulator-config.ts';
import {
  publicationRevision,
  readSiteSource,
  recordFullPublication,
  uploadSiteFiles,
  webUpload,
} from '../publish/site-from-firestore.ts';
import { siteFiles } from '#src/features/publishing/site-table.ts';
import {
  buildDemoLogs,
  demoAdoptionApplications,
  demoCessionApplications,
  demoCircleApplications,
  demoDate,
  demoEvents,
  demoHorses,
  demoLogEntries,
  demoUsers,
  headerPages,
  type DemoDate,
  type DemoLogUser,
  type DemoUser,
} from './demo-data.ts';
import { seedDemoAftercare } from './demo/aftercare.ts';
import { seedDemoWeeklyDigest } from './demo/weekly-digest.ts';
import { seedDemoCare } from './demo/care-records.ts';
import { seedDemoHorseNews } from './demo/horse-news.ts';
import { datedDemoHorse } from './demo/horses.ts';
import { seedDemoHorseDocuments } from './demo/horse-documents.ts';
import { seedDemoMail } from './demo/mail.ts';
import { seedDemoVolunteerAccess } from './demo/volunteer-access.ts';
import { seedDemoVolunteerRegister } from './demo/volunteer-register.ts';
import { seedDemoRegisterPrint } from './demo/volunteer-register-prints.ts';
import { seedDemoReceipts } from './demo/receipts.ts';
import { seedDemoVolunteerApplications } from './demo/volunteer-applications.ts';
import { seedDemoBooks } from './demo/books.ts';
import { seedDemoRota } from './demo/rota.ts';
import { seedDemoDonations } from './demo/donations.ts';
import { seedDemoSupporters } from './demo/supporters.ts';
import { demoReference } from './demo/references.ts';
import { eventImage, headerImage, horseImage, type GeneratedImage } from './images.ts';

export interface SeedSummary {
  users: number;
  horses: number;
  webHorses: number;
  events: number;
  adoptionApplications: number;
  cessionApplications: number;
  circleApplications: number;
  logs: number;
  images: number;
}

export interface DemoDocuments {
  horses: Horse[];
  events: HorseEvent[];
  adoptionApplications: AdoptionApplication[];
  cessionApplications: CessionApplication[];
  /** Stored without `slug`, their document id (see storedCircleApplication). */
  circleApplications: CircleApplication[];
}

export const demoCollections = {
  horses: 'horses',
  publicHorses: 'publicHorses',
  barnHorses: 'barnHorses',
  events: 'events',
  adoptionApplications: 'adoptionApplications',
  cessionApplications: 'cessionApplications',
  circleApplications: 'circleApplications',
  logs: 'logs',
} as const;

function assertUnique(what: string, ids: string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`Demo data: duplicate ${what} "${id}"`);
    seen.add(id);
  }
}

function parseDated<S extends z.ZodMiniType>(
  schema: S,
  { date, ...rest }: { date: DemoDate },
  now: Date,
): z.infer<S> {
  return z.parse(schema, { ...rest, date: Timestamp.fromDate(demoDate(date, now)) });
}

const withReference = <T extends { readonly slug: string }>(demo: T) => ({
  ...demo,
  reference: demoReference(demo.slug),
});

/** Checks the set hangs together, so a mistake in the data fails the seed, not a screen. */
export function buildDemoDocuments(now: Date = new Date()): DemoDocuments {
  const horses = demoHorses.map((demo) => z.parse(horseSchema, datedDemoHorse(demo, now)));
  const events = demoEvents.map(({ yearOffset, month, day, hour, minute, ...event }) =>
    parseDated(eventSchema, { ...event, date: { yearOffset, month, day, hour, minute } }, now),
  );
  const adoptionApplications = demoAdoptionApplications.map((demo) =>
    parseDated(adoptionApplicationSchema, withReference(demo), now),
  );
  const cessionApplications = demoCessionApplications.map((demo) =>
    parseDated(cessionApplicationSchema, withReference(demo), now),
  );
  const circleApplications = demoCircleApplications.map((demo) =>
    parseDated(circleApplicationSchema, withReference(demo), now),
  );

  assertUnique(
    'horse',
    horses.map((horse) => horse.slug),
  );
  assertUnique(
    'event',
    events.map((event) => event.slug),
  );
  assertUnique(
    'adoption application',
    adoptionApplications.map((a) => a.slug),
  );
  assertUnique(
    'application reference',
    [...adoptionApplications, ...cessionApplications, ...circleApplications].map(
      (a) => a.reference,
    ),
  );
  assertUnique(
    'cession application',
    cessionApplications.map((a) => a.slug),
  );
  assertUnique(
    'circle application',
    circleApplications.map((a) => a.slug),
  );
  for (const application of [...adoptionApplications, ...cessionApplications]) {
    const sentFromForm = application.isNew || application.photos.length > 0;
    if (sentFromForm && !/^[A-Za-z0-9]{20}$/.test(application.slug)) {
      throw new Error(`Demo data: ${application.slug} was sent from a form, but is no auto-id`);
    }
    if (application.photos.length > applicationLimits.photos) {
      throw new Error(`Demo data: ${application.slug} has more photos than a form sends`);
    }
    for (const name of application.photos) {
      if (!photoNamePattern.test(name)) {
        throw new Error(`Demo data: ${application.slug} names a photo "${name}" no form names`);
      }
    }
  }
  const bySlug = new Map(horses.map((horse) => [horse.slug, horse]));
  for (const application of adoptionApplications) {
    for (const slug of application.horses) {
      if (bySlug.get(slug)?.status !== 'In cerca di casa') {
        throw new Error(
          `Demo data: ${application.slug} asks for "${slug}", not a horse looking for a home`,
        );
      }
    }
  }
  const webNames = new Set(horses.filter((horse) => horse.showWeb).map((horse) => horse.name));
  for (const application of circleApplications) {
    if (!webNames.has(application.horse)) {
      throw new Error(
        `Demo data: ${application.slug} names "${application.horse}", not a web horse`,
      );
    }
    if (bySlug.get(application.horseSlug)?.name !== application.horse) {
      throw new Error(
        `Demo data: ${application.slug} links "${application.horseSlug}", not ${application.horse}`,
      );
    }
  }
  return { horses, events, adoptionApplications, cessionApplications, circleApplications };
}

/** Without `slug`, like the public form's documents: the data layer adds the id back on reading. */
export function storedCircleApplication({
  slug: _slug,
  ...stored
}: CircleApplication): Omit<CircleApplication, 'slug'> {
  return stored;
}

export interface DemoImage {
  path: string;
  render: () => Promise<GeneratedImage>;
  /**
   * Public images are cached for a day, a horse's in the browser only (decision 75); an
   * applicant's photos are private (staff only).
   */
  cacheControl: string;
}

const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, max-age=0';

/** Legacy `.png` and the `.webp` the app's upload makes; the photos of the public applications. */
export function demoImages(): DemoImage[] {
  const images: DemoImage[] = [];
  for (const horse of demoHorses.filter((h) => h.showWeb)) {
    const kind = horse.species === 'Asino' ? 'donkey' : 'horse';
    for (const size of horseImageSizes) {
      for (const format of ['png', 'webp'] as const) {
        images.push({
          path: horseImagePath(horse.slug, size, format),
          render: () => horseImage(horse.slug, { kind, size, format }),
          cacheControl: HORSE_PHOTO_CACHE,
        });
      }
    }
  }
  for (const event of demoEvents) {
    for (const format of ['png', 'webp'] as const) {
      images.push({
        path: eventImagePath(event.slug, format),
        render: () => eventImage(event.slug, { format }),
        cacheControl: PUBLIC_CACHE,
      });
    }
  }
  for (const page of headerPages) {
    images.push({
      path: headerImagePath(page),
      render: () => headerImage(page, { format: 'jpeg' }),
      cacheControl: PUBLIC_CACHE,
    });
  }
  for (const application of demoAdoptionApplications) {
    for (const name of application.photos ?? []) {
      images.push({
        path: `${applicationPhotosFolder('adoption', application.slug)}${name}`,
        render: () => headerImage(`${application.slug}/${name}`, { format: 'webp' }),
        cacheControl: PRIVATE_CACHE,
      });
    }
  }
  for (const application of demoCessionApplications) {
    for (const name of application.photos ?? []) {
      images.push({
        path: `${applicationPhotosFolder('cession', application.slug)}${name}`,
        render: () =>
          horseImage(`${application.slug}/${name}`, {
            kind: 'horse',
            size: 'zoom',
            format: 'webp',
          }),
        cacheControl: PRIVATE_CACHE,
      });
    }
  }
  return images;
}

async function inParallel<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Rendering is CPU-bound (sharp), uploads wait. */
const IMAGE_CONCURRENCY = 4;

async function upsertUser(auth: Auth, user: DemoUser): Promise<DemoLogUser> {
  const profile = {
    email: user.email,
    password: user.password,
    displayName: `${user.givenName} ${user.familyName}`,
    emailVerified: true,
  };
  const uid = await auth
    .getUserByEmail(user.email)
    .then(async (existing) => (await auth.updateUser(existing.uid, profile)).uid)
    .catch(async () => (await auth.createUser(profile)).uid);
  await auth.setCustomUserClaims(uid, user.staff ? { staff: true } : null);
  return { uid, email: profile.email, displayName: profile.displayName };
}

/** Documents through the Admin SDK, past the rules; idempotent: everything is written by fixed id. */
export async function seedDemoData(
  config: EmulatorConfig,
  log: (line: string) => void = () => undefined,
): Promise<SeedSummary> {
  const started = Date.now();
  const documents = buildDemoDocuments();
  const images = demoImages();
  const name = `seed-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const admin = initializeAdminApp({ projectId: config.projectId }, name);
  const web = initializeApp(
    { projectId: config.projectId, storageBucket: config.storageBucket, apiKey: 'demo-api-key' },
    name,
  );
  try {
    const writeUsers = async () => {
      const auth = getAuth(admin);
      const accounts: DemoLogUser[] = [];
      for (const user of demoUsers) accounts.push(await upsertUser(auth, user));
      log(`${demoUsers.length} users`);
      const staff = accounts[demoUsers.findIndex((user) => user.staff)];
      if (!staff) throw new Error('Demo data: no staff account to write the log entries');
      const volunteers = demoUsers.filter((user) => user.volunteer);
      log(
        `${await seedDemoVolunteerAccess(getFirestore(admin), volunteers, staff.uid)} volunteer accesses`,
      );
      // Supporters' money (issue 42): recorded by the demo staff.
      const supporters = await seedDemoSupporters(getFirestore(admin), staff.uid);
      log(
        `${supporters} supporters, ${await seedDemoDonations(getFirestore(admin), staff.uid)} donations`,
      );
      return staff;
    };

    const writeDocuments = async (staff: DemoLogUser) => {
      const db = getFirestore(admin);
      const batch = db.batch();
      for (const horse of documents.horses) {
        // Stored with every field, as the app stores horses (see newHorse).
        batch.set(db.doc(`${demoCollections.horses}/${horse.slug}`), horse);
        // Every horse has its projection, hidden or shown, with its Attivo members' totals.
        const coverage = coverageOf(documents.circleApplications, horse.slug);
        batch.set(
          db.doc(`${demoCollections.publicHorses}/${horse.slug}`),
          toPublicHorse(horse, coverage),
        );
        // And the barn's view, which volunteers read (decision 87).
        batch.set(db.doc(`${demoCollections.barnHorses}/${horse.slug}`), toBarnHorse(horse));
      }
      for (const event of documents.events) {
        batch.set(db.doc(`${demoCollections.events}/${event.slug}`), event);
      }
      for (const application of documents.adoptionApplications) {
        batch.set(
          db.doc(`${demoCollections.adoptionApplications}/${application.slug}`),
          application,
        );
      }
      for (const application of documents.cessionApplications) {
        batch.set(
          db.doc(`${demoCollections.cessionApplications}/${application.slug}`),
          application,
        );
      }
      for (const application of documents.circleApplications) {
        batch.set(
          db.doc(`${demoCollections.circleApplications}/${application.slug}`),
          storedCircleApplication(application),
        );
      }
      for (const { id, data } of buildDemoLogs(documents, staff)) {
        batch.set(db.doc(`${demoCollections.logs}/${id}`), data);
      }
      await batch.commit();
      log(
        `${documents.horses.length} horses, ${documents.events.length} events, ` +
          `${documents.adoptionApplications.length} adoption, ` +
          `${documents.cessionApplications.length} cession and ` +
          `${documents.circleApplications.length} circle applications, ` +
          `${demoLogEntries.length} log entries`,
      );
    };

    const uploadImages = async () => {
      const storage = getStorage(web);
      // The owner's token: a staff ID token would have to name the emulator's project, not the target's.
      connectStorageEmulator(storage, config.host, config.ports.storage, {
        mockUserToken: 'owner',
      });
      await inParallel(images, IMAGE_CONCURRENCY, async ({ path, render, cacheControl }) => {
        const { bytes, contentType } = await render();
        await uploadBytes(ref(storage, path), new Uint8Array(bytes), {
          contentType,
          cacheControl,
        });
      });
      log(`${images.length} images`);
    };

    const [staff] = await Promise.all([
      writeUsers().then(async (staff) => {
        await writeDocuments(staff);
        return staff;
      }),
      uploadImages(),
    ]);
    log(`${await seedDemoHorseNews(getFirestore(admin), getStorage(web))} horse news`);
    log(`${await seedDemoCare(getFirestore(admin))} care records`);
    log(`${await seedDemoAftercare(getFirestore(admin))} follow-up visits after an adoption`);
    log(
      `${await seedDemoWeeklyDigest(getFirestore(admin), staff)} weekly mail subscriber, last week's mail sent`,
    );
    log(`${await seedDemoVolunteerApplications(getFirestore(admin))} volunteer applications`);
    // The links in the mails lead to `npm start`'s site.
    const siteUrl = `http://${config.host}:${devServerPort()}`;
    log(`${await seedDemoMail(getFirestore(admin), siteUrl)} mail templates, 4 mails`);
    log(`${await seedDemoHorseDocuments(getFirestore(admin), getStorage(web))} horse documents`);
    log(
      `${await seedDemoVolunteerRegister(getFirestore(admin))} people in the register of volunteers`,
    );
    const printed = await seedDemoRegisterPrint(getFirestore(admin), getStorage(web));
    log(`1 print of the register of volunteers (${printed} records)`);
    log(`${await seedDemoBooks(getFirestore(admin), getStorage(web))} movements in the books`);
    log(`${await seedDemoRota(getFirestore(admin))} shifts of the barn rota`);
    // After the donations (H2's demo file): receipts for some of them (decision 92).
    log(`${await seedDemoReceipts(getFirestore(admin))} receipts of donations`);
    const revision = await publicationRevision(getFirestore(admin));
    const files = siteFiles(await readSiteSource(getFirestore(admin)), new Date());
    await uploadSiteFiles(files, webUpload(getStorage(web)));
    await recordFullPublication(getFirestore(admin), revision);
    log(`${files.length} files of the published site`);
    log(`everything in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      users: demoUsers.length,
      horses: documents.horses.length,
      webHorses: documents.horses.filter((horse) => horse.showWeb).length,
      events: documents.events.length,
      adoptionApplications: documents.adoptionApplications.length,
      cessionApplications: documents.cessionApplications.length,
      circleApplications: documents.circleApplications.length,
      logs: demoLogEntries.length,
      images: images.length,
    };
  } finally {
    await Promise.all([deleteAdminApp(admin), deleteApp(web)]);
  }
}

export async function isBackendEmpty(config: EmulatorConfig): Promise<boolean> {
  const admin = initializeAdminApp({ projectId: config.projectId }, `probe-${Date.now()}`);
  try {
    const snapshot = await getFirestore(admin).collection('horses').limit(1).get();
    return snapshot.empty;
  } finally {
    await deleteAdminApp(admin);
  }
}
