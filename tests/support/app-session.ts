import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { auth } from '#src/lib/firebase/auth';
import type { TestUser } from './emulators';

/** Signs the app's own Auth in as a test user and returns the user as the app keeps it. */
export async function signInAs(user: TestUser): Promise<SignedInUser> {
  const { user: current } = await signInWithEmailAndPassword(auth, user.email, user.password);
  return {
    uid: current.uid,
    email: current.email,
    emailVerified: current.emailVerified,
    displayName: current.displayName,
    phoneNumber: current.phoneNumber,
  };
}

export const signOutApp = () => signOut(auth);
