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
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { readEmulatorConfig, repoRoot } from '#tools/emulator-config.ts';

/**
 * A project of the rules tests' own: the emulator keeps rules and data per project, so these tests
 * never touch the app's `demo-equinozio` project that other test files use at the same time.
 */
export const rulesTestProjectId = 'demo-rules-test';

/** Loads the repository's firestore.rules into the shared emulator, for the rules test project. */
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

/**
 * The context's Firestore, typed for the modular API. rules-unit-testing hands out the compat
 * instance; the modular functions unwrap it themselves (getModularInstance), only its type differs.
 */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** The three kinds of caller the rules tell apart. */
export interface Callers {
  /** A visitor who is not signed in. */
  anonymous: Firestore;
  /** Signed in, without the staff claim: anyone can create such an account with the web API key. */
  user: Firestore;
  /** Signed in with the `staff: true` custom claim. */
  staff: Firestore;
  /** Another staff member, whose token also carries a name. */
  namedStaff: Firestore;
}

export const userUid = 'user-1';
export const staffUid = 'staff-1';
export const staffEmail = 'staff@example.org';
export const staffName = 'Giulia Staff';
/** A second staff member, whose token carries a display name (the `name` claim). */
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
];

/**
 * The log entry the data layer writes beside a staff write to `collectionName/slug`, in the name of
 * the `staff` caller (src/lib/data/audit-log.ts).
 */
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
  /** The entry to write (default: logEntryFor the first write's target). */
  entry?: DocumentData;
  /** Whose log head to point at the entry (default: the entry's user); false: none. */
  head?: string | false;
}

/**
 * Commits `write` as the data layer does: in one batch with its log entry and the writer's log head
 * naming that entry. The options leave parts out or change them, to test the refusals.
 */
export function commitLogged(
  db: Firestore,
  target: [collectionName: string, slug: string],
  write: (batch: WriteBatch) => void,
  options: LoggedCommitOptions = {},
): Promise<void> {
  const entry = options.entry ?? logEntryFor(...target);
  const batch = writeBatch(db);
  write(batch);
  const ref = doc(collection(db, 'logs'));
  batch.set(ref, entry);
  const head = options.head ?? (entry.user as { uid?: string } | undefined)?.uid ?? staffUid;
  if (head !== false) batch.set(doc(db, 'logHeads', head), { log: ref.id });
  return batch.commit();
}

/** Writes documents past the rules, as an operator would: `{ 'horses/ada': { ... } }`. */
export async function seed(
  env: RulesTestEnvironment,
  documents: Record<string, DocumentData>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** A copy of `data` without `key`. */
export function without(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}
