import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { readEmulatorConfig, repoRoot } from '../../../tools/emulator-config.ts';

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
}

export const userUid = 'user-1';
export const staffUid = 'staff-1';

export function callersOf(env: RulesTestEnvironment): Callers {
  return {
    anonymous: firestoreOf(env.unauthenticatedContext()),
    user: firestoreOf(env.authenticatedContext(userUid, { email: 'volontario@example.org' })),
    staff: firestoreOf(
      env.authenticatedContext(staffUid, { staff: true, email: 'staff@example.org' }),
    ),
  };
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
