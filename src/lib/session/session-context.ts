import { createContext, useContext } from 'react';
import type { SignedInUser } from './signed-in-user';

/** The signed-in staff user of the back office, shared with every admin screen (docs/product.md §3). */
export interface Session {
  user: SignedInUser;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | undefined>(undefined);

/**
 * The session of the signed-in staff user. Only screens under the staff guard (the admin layout)
 * may call it; elsewhere it throws, because there is no user to act as.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the signed-in back office');
  return session;
}
