import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { toPublicHorse } from '../../src/features/horses/model/public-horse.ts';
import type { EmulatorConfig } from '../../tools/emulator-config.ts';
import { demoEvents, demoHorses, demoUsers, headerPages, type DemoUser } from './demo-data.ts';
import { eventImage, headerImage, horseImage, type GeneratedImage } from './images.ts';

export interface SeedSummary {
  users: number;
  horses: number;
  events: number;
  images: number;
}

async function upsertUser(auth: Auth, user: DemoUser): Promise<void> {
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
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Loads the demo data set into the emulators described by `config`: users through the Auth emulator,
 * documents through the Firestore emulator (Admin SDK, past the rules), images through the Storage
 * emulator with the web SDK as a staff user. Idempotent: it overwrites by fixed ids.
 */
export async function seedDemoData(
  config: EmulatorConfig,
  log: (line: string) => void = () => undefined,
): Promise<SeedSummary> {
  const admin = initializeAdminApp({ projectId: config.projectId }, `seed-${Date.now()}`);
  const web = initializeApp(
    { projectId: config.projectId, storageBucket: config.storageBucket, apiKey: 'demo-api-key' },
    `seed-${Date.now()}`,
  );
  try {
    const auth = getAuth(admin);
    for (const user of demoUsers) await upsertUser(auth, user);
    log(`${demoUsers.length} users`);

    const db = getFirestore(admin);
    const batch = db.batch();
    for (const horse of demoHorses) {
      const data = withoutUndefined(horse);
      batch.set(db.doc(`horses/${horse.slug}`), data);
      const publicRef = db.doc(`publicHorses/${horse.slug}`);
      if (horse.showWeb) batch.set(publicRef, toPublicHorse(data));
      else batch.delete(publicRef);
    }
    const year = new Date().getUTCFullYear();
    for (const { yearOffset, month, day, ...event } of demoEvents) {
      const date = Timestamp.fromDate(new Date(Date.UTC(year + yearOffset, month - 1, day, 10)));
      batch.set(db.doc(`events/${event.slug}`), { ...event, date });
    }
    await batch.commit();
    log(`${demoHorses.length} horses, ${demoEvents.length} events`);

    const storage = getStorage(web);
    connectStorageEmulator(storage, config.host, config.ports.storage, {
      mockUserToken: { user_id: 'demo-seed', staff: true },
    });
    const upload = async (path: string, image: Promise<GeneratedImage>) => {
      const { bytes, contentType } = await image;
      await uploadBytes(ref(storage, path), new Uint8Array(bytes), {
        contentType,
        cacheControl: 'public, max-age=86400',
      });
    };
    const uploads: [string, Promise<GeneratedImage>][] = [];
    for (const horse of demoHorses.filter((h) => h.showWeb)) {
      const kind = horse.species === 'Asino' ? 'donkey' : 'horse';
      uploads.push([
        `horses/${horse.slug}-thumb.png`,
        horseImage(horse.slug, { kind, size: 'thumb', format: 'png' }),
      ]);
      uploads.push([
        `horses/${horse.slug}-zoom.png`,
        horseImage(horse.slug, { kind, size: 'zoom', format: 'png' }),
      ]);
    }
    for (const event of demoEvents) {
      uploads.push([`events/${event.slug}-thumb.png`, eventImage(event.slug, { format: 'png' })]);
    }
    for (const page of headerPages) {
      uploads.push([`web/headers/${page}.jpg`, headerImage(page, { format: 'jpeg' })]);
    }
    for (const [path, image] of uploads) await upload(path, image);
    log(`${uploads.length} images`);

    return {
      users: demoUsers.length,
      horses: demoHorses.length,
      events: demoEvents.length,
      images: uploads.length,
    };
  } finally {
    await Promise.all([deleteAdminApp(admin), deleteApp(web)]);
  }
}

/** True when the backend holds no horse yet (so `npm start` seeds it). */
export async function isBackendEmpty(config: EmulatorConfig): Promise<boolean> {
  const admin = initializeAdminApp({ projectId: config.projectId }, `probe-${Date.now()}`);
  try {
    const snapshot = await getFirestore(admin).collection('horses').limit(1).get();
    return snapshot.empty;
  } finally {
    await deleteAdminApp(admin);
  }
}
