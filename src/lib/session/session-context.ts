import { createContext, useContext } from 'react';
import type { SignedInUser } from './signed-in-user';

export interface Session {
  user: SignedInUser;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | undefined>(undefined);

/** Throws outside the staff guard: there is no user to act as. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the signed-in back office');
  return session;
}

/** Whether the signed-in person is a volunteer (decision 87); false outside the back office. */
export function useIsVolunteer(): boolean {
  return useContext(SessionContext)?.user.role === 'volunteer';
}
