import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { readEmulatorConfig, repoRoot } from '#tools/emulator-config.ts';

/** The emulator keeps rules and data per project: other test files use `demo-equinozio`. */
export const rulesTestProjectId = 'demo-rules-test';

export async function startRulesTestEnvironment(): Promise<RulesTestEnvironment> {
  // Refused calls are what these tests expect: keep the SDK from logging each one as an error.
  setLogLevel('silent');
  const { host, ports } = readEmulatorConfig();
  return initializeTestEnvironment({
    projectId: rulesTestProjectId,
    firestore: {
      host,
      port: ports.firestore,
      rules: readFileSync(join(repoRoot, 'firestore.rules'), 'utf8'),
    },
  });
}

/** rules-unit-testing hands out the compat instance; only its type differs from the modular one. */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export interface Callers {
  anonymous: Firestore;
  /** Anyone can create such an account with the web API key. */
  user: Firestore;
  staff: Firestore;
  /** Its token carries a name. */
  namedStaff: Firestore;
}

export const userUid = 'user-1';
export const staffUid = 'staff-1';
export const staffEmail = 'staff@example.org';
export const staffName = 'Giulia Staff';
export const namedStaffUid = 'staff-2';

export function callersOf(env: RulesTestEnvironment): Callers {
  return {
    anonymous: firestoreOf(env.unauthenticatedContext()),
    user: firestoreOf(env.authenticatedContext(userUid, { email: 'volontario@example.org' })),
    staff: firestoreOf(env.authenticatedContext(staffUid, { staff: true, email: staffEmail })),
    namedStaff: firestoreOf(
      env.authenticatedContext(namedStaffUid, {
        staff: true,
        email: 'giulia@example.org',
        name: staffName,
      }),
    ),
  };
}

const applicationCollections = [
  'adoptionApplications',
  'cessionApplications',
  'circleApplications',
  'volunteerApplications',
];

export function logEntryFor(
  collectionName: string,
  slug: string,
  overrides: DocumentData = {},
): DocumentData {
  return {
    user: { uid: staffUid, email: staffEmail, displayName: null },
    function: 'update',
    collection: collectionName,
    params: applicationCollections.includes(collectionName)
      ? { slug, changes: {} }
      : { slug, item: { slug } },
    date: serverTimestamp(),
    ...overrides,
  };
}

export interface LoggedCommitOptions {
  entry?: DocumentData;
  /** False: none. */
  head?: string | false;
}

/**
 * The options leave parts out or change them, to test the refusals. The default entry is a
 * 'delete' when the commit deletes its target, an 'update' otherwise: an entry names its write.
 */
export function commitLogged(
  db: Firestore,
  target: [collectionName: string, slug: string],
  write: (batch: WriteBatch) => void,
  options: LoggedCommitOptions = {},
): Promise<void> {
  const batch = writeBatch(db);
  let deletesTarget = false;
  const recording = new Proxy(batch, {
    get(real, property) {
      if (property === 'delete') {
        return (ref: DocumentReference) => {
          if (ref.path === target.join('/')) deletesTarget = true;
          return real.delete(ref);
        };
      }
      const value = Reflect.get(real, property) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(real) : value;
    },
  });
  write(recording);
  const entry =
    options.entry ?? logEntryFor(...target, deletesTarget ? { function: 'delete' } : {});
  const ref = doc(collection(db, 'logs'));
  batch.set(ref, entry);
  const head = options.head ?? (entry.user as { uid?: string } | undefined)?.uid ?? staffUid;
  if (head !== false) batch.set(doc(db, 'logHeads', head), { log: ref.id });
  return batch.commit();
}

export async function seed(
  env: RulesTestEnvironment,
  documents: Record<string, DocumentData>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** A horse on the site with a circle: the only kind a circle application may name. */
export function horseWithCircle(
  slug: string,
  status = "Residente dell'Oasi",
  showWeb = true,
): Record<string, DocumentData> {
  return { [`publicHorses/${slug}`]: { slug, name: slug, status, showWeb } };
}

export function without(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}
