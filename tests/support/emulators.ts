import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { readEmulatorConfig } from '../../tools/emulator-config.ts';

export const emulatorConfig = readEmulatorConfig();
const { host, ports, projectId } = emulatorConfig;

/** A firebase-admin app on the emulators: bypasses the rules, for seeding and checking tests. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId, storageBucket: emulatorConfig.storageBucket });
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

export async function deleteAdminApps(): Promise<void> {
  await Promise.all(getApps().map((app) => deleteApp(app)));
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every document in the Firestore emulator. */
export async function clearFirestore(): Promise<void> {
  const url = `http://${host}:${ports.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'Clearing Firestore');
}

/** Deletes every account in the Auth emulator. */
export async function clearAuth(): Promise<void> {
  const url = `http://${host}:${ports.auth}/emulator/v1/projects/${projectId}/accounts`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'Clearing Auth');
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

/** Creates an e-mail/password account, with the `staff` claim when asked. */
export async function createUser(email: string, options: { staff: boolean }): Promise<TestUser> {
  const password = 'test-password-1';
  const user = await adminAuth().createUser({ email, password, displayName: email });
  if (options.staff) await adminAuth().setCustomUserClaims(user.uid, { staff: true });
  return { uid: user.uid, email, password };
}

/**
 * A fresh Auth with two accounts, `<prefix>-staff@example.org` (the `staff` claim) and
 * `<prefix>-user@example.org` (signed in, not staff): what most data tests sign in as.
 */
export async function createStaffAndPlainUsers(
  prefix: string,
): Promise<{ staff: TestUser; plain: TestUser }> {
  await clearAuth();
  const [staff, plain] = await Promise.all([
    createUser(`${prefix}-staff@example.org`, { staff: true }),
    createUser(`${prefix}-user@example.org`, { staff: false }),
  ]);
  return { staff, plain };
}
