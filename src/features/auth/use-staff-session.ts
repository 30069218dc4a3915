import { useCallback, useEffect, useRef, useState } from 'react';
import { signOutUser, watchAuth } from './api/auth-api';
import type { SignedInUser } from '#src/lib/session/signed-in-user';

export type SignedOutReason = 'no-access' | 'access-revoked' | 'session-ended' | 'user-signed-out';

export type StaffSessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: SignedInUser }
  | { status: 'signed-out'; reason?: SignedOutReason };

export function useStaffSession(): {
  state: StaffSessionState;
  signOut: () => Promise<void>;
} {
  const [state, setState] = useState<StaffSessionState>({ status: 'loading' });
  const wasSignedIn = useRef(false);
  const signingOut = useRef(false);

  useEffect(
    () =>
      watchAuth((snapshot) => {
        if (snapshot.status === 'signed-in') {
          wasSignedIn.current = true;
          setState({ status: 'signed-in', user: snapshot.user });
          return;
        }
        let reason: SignedOutReason | undefined;
        if (signingOut.current) reason = 'user-signed-out';
        else if (snapshot.status === 'no-access') reason = 'no-access';
        else if (snapshot.status === 'access-revoked') reason = 'access-revoked';
        else if (wasSignedIn.current) reason = 'session-ended';
        wasSignedIn.current = false;
        // A plain sign-out that follows a refusal keeps the reason already given.
        setState((previous) =>
          previous.status === 'signed-out' && previous.reason && !reason
            ? previous
            : { status: 'signed-out', reason },
        );
      }),
    [],
  );

  const signOut = useCallback(async () => {
    signingOut.current = true;
    await signOutUser();
    setState({ status: 'signed-out', reason: 'user-signed-out' });
  }, []);

  return { state, signOut };
}
