import {
  getIdTokenResult,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { auth } from '#src/lib/firebase/auth';
import { fail, ok, type Result } from '#src/lib/data/result';
import { loginErrorMessage, noAccessCode } from '../model/login-errors';
import { isStaffClaims, toSignedInUser, type SignedInUser } from '#src/lib/session/signed-in-user';
import { readStoredUser, storeUser } from '#src/lib/session/session-storage';

// The only module that talks to Firebase Auth (admin code only: see lib/firebase/auth.ts).

export type AuthSnapshot =
  | { status: 'signed-in'; user: SignedInUser }
  | { status: 'signed-out' }
  /** Signed in, but without the `staff` claim: already signed out again. */
  | { status: 'no-access' };

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

async function staffUserOf(user: User, forceRefresh = false): Promise<SignedInUser | null> {
  const token = await getIdTokenResult(user, forceRefresh);
  return isStaffClaims(token.claims) ? toSignedInUser(user, token.claims) : null;
}

export async function signInStaff(email: string, password: string): Promise<Result<SignedInUser>> {
  await pendingSignOut;
  try {
    const credential = await signInWithEmailAndPassword(auth, email, password);
    const user = await staffUserOf(credential.user);
    if (!user) {
      await signOutUser();
      return fail(noAccessCode, loginErrorMessage(noAccessCode));
    }
    storeUser(user);
    return ok(user);
  } catch (error) {
    const code = authErrorCode(error);
    if (!expectedCodes.has(code)) console.error(`Login failed (${code})`, error);
    return fail(code, loginErrorMessage(code));
  }
}

/**
 * Listening to `onIdTokenChanged` also turns on the SDK's proactive refresh of the ID token
 * (docs/product.md §4).
 */
export function watchAuth(listener: (snapshot: AuthSnapshot) => void): () => void {
  let latest = 0;
  return onIdTokenChanged(auth, (user) => {
    const call = ++latest;
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
        if (authErrorCode(error) === 'auth/network-request-failed' && stored?.uid === user.uid) {
          listener({ status: 'signed-in', user: stored });
          return;
        }
        console.error('Reading the ID token failed', error);
        storeUser(null);
        listener({ status: 'signed-out' });
      },
    );
  });
}
