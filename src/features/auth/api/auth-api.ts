import {
  getIdTokenResult,
  isSignInWithEmailLink,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  type User,
} from 'firebase/auth';
import { auth } from '#src/lib/firebase/auth';
import { watchPermissionDenied } from '#src/lib/data/errors';
import { fail, ok, type Result } from '#src/lib/data/result';
import { readOwnAccess } from '#src/features/volunteers/admin';
import { loginErrorMessage, noAccessCode } from '../model/login-errors';
import {
  isStaffClaims,
  isVolunteerUser,
  toSignedInUser,
  type SignedInUser,
} from '#src/lib/session/signed-in-user';
import { readStoredUser, storeUser } from '#src/lib/session/session-storage';

// The only module that talks to Firebase Auth (admin code only: see lib/firebase/auth.ts).

export type AuthSnapshot =
  | { status: 'signed-in'; user: SignedInUser }
  | { status: 'signed-out' }
  /** Signed in, but neither staff nor an active volunteer: already signed out again. */
  | { status: 'no-access' }
  /** A volunteer whose access staff revoked, found at a refused request: signed out. */
  | { status: 'access-revoked' };

/** An ordinary answer to a login attempt, not a fault worth logging. */
const expectedCodes = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/user-disabled',
  'auth/invalid-action-code',
  'auth/expired-action-code',
]);

function authErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

let pendingSignOut: Promise<void> = Promise.resolve();

export function signOutUser(): Promise<void> {
  storeUser(null);
  pendingSignOut = signOut(auth).catch((error: unknown) => {
    // Signing out only clears local state; a failure here is a bug worth seeing in the console.
    console.error('Sign-out failed', error);
  });
  return pendingSignOut;
}

/**
 * Staff by the claim; else a volunteer when their verified e-mail names an active access
 * (decision 87; the rules check the same at every request). Null: no access.
 */
async function staffUserOf(user: User, forceRefresh = false): Promise<SignedInUser | null> {
  const token = await getIdTokenResult(user, forceRefresh);
  if (isStaffClaims(token.claims)) return toSignedInUser(user, token.claims);
  if (!user.email || !user.emailVerified) return null;
  const access = await readOwnAccess(user.email);
  if (!access.success) {
    // A refusal or no document: no access. Anything else (offline) is a fault to report.
    if (['not-found', 'permission-denied'].includes(access.error.code)) return null;
    throw Object.assign(new Error(access.error.message), { code: access.error.code });
  }
  return access.data.active ? { ...toSignedInUser(user, token.claims), role: 'volunteer' } : null;
}

/** Whether this page's address is a sign-in link staff sent (decision 87). */
export const isVolunteerSignInLink = (href: string): boolean => isSignInWithEmailLink(auth, href);

/** Completes an invitation: the e-mail the link was sent to, and the link itself. */
export async function signInWithLink(email: string, href: string): Promise<Result<SignedInUser>> {
  await pendingSignOut;
  try {
    const credential = await signInWithEmailLink(auth, email.trim(), href);
    return await withAccess(credential.user);
  } catch (error) {
    return refusedSignIn(error);
  }
}

export async function signInStaff(email: string, password: string): Promise<Result<SignedInUser>> {
  await pendingSignOut;
  try {
    const credential = await signInWithEmailAndPassword(auth, email, password);
    return await withAccess(credential.user);
  } catch (error) {
    return refusedSignIn(error);
  }
}

async function withAccess(signedIn: User): Promise<Result<SignedInUser>> {
  const user = await staffUserOf(signedIn);
  if (!user) {
    await signOutUser();
    return fail(noAccessCode, loginErrorMessage(noAccessCode));
  }
  storeUser(user);
  return ok(user);
}

function refusedSignIn(error: unknown): Result<SignedInUser> {
  const code = authErrorCode(error);
  if (!expectedCodes.has(code)) console.error(`Login failed (${code})`, error);
  return fail(code, loginErrorMessage(code));
}

/**
 * Listening to `onIdTokenChanged` also turns on the SDK's proactive refresh of the ID token
 * (docs/product.md §4).
 */
export function watchAuth(listener: (snapshot: AuthSnapshot) => void): () => void {
  let latest = 0;
  let stopWatchingDenials = () => {};
  // A volunteer's refused request may be a revocation: read the access again, and if it is gone
  // say so and sign out (docs/decisions/0087-volunteer-access-by-e-mail-key.md).
  const checkAccess = (user: User) => {
    const call = latest;
    void staffUserOf(user).then(
      async (still) => {
        if (call !== latest || still) return;
        listener({ status: 'access-revoked' });
        await signOutUser();
      },
      () => {},
    );
  };
  const stopAuth = onIdTokenChanged(auth, (user) => {
    const call = ++latest;
    stopWatchingDenials();
    if (!user) {
      storeUser(null);
      listener({ status: 'signed-out' });
      return;
    }
    staffUserOf(user).then(
      async (staff) => {
        if (call !== latest) return;
        if (staff) {
          storeUser(staff);
          if (isVolunteerUser(staff))
            stopWatchingDenials = watchPermissionDenied(() => checkAccess(user));
          listener({ status: 'signed-in', user: staff });
        } else {
          // Say why first: the sign-out below also reports a plain 'signed-out'.
          listener({ status: 'no-access' });
          await signOutUser();
        }
      },
      (error: unknown) => {
        if (call !== latest) return;
        // Offline with an expired token (a barn without signal): keep the user for this uid; the
        // rules still guard the data.
        const stored = readStoredUser();
        const offline = ['auth/network-request-failed', 'offline', 'unavailable'];
        if (offline.includes(authErrorCode(error)) && stored?.uid === user.uid) {
          listener({ status: 'signed-in', user: stored });
          return;
        }
        console.error('Reading the ID token failed', error);
        storeUser(null);
        listener({ status: 'signed-out' });
      },
    );
  });
  return () => {
    stopAuth();
    stopWatchingDenials();
  };
}
