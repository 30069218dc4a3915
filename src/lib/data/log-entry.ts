import type { SignedInUser } from '../../features/auth/model/signed-in-user';

/** An entry of the audit log (`logs/{id}`): who did what to which item (spec section 3). */
export interface LogEntry {
  user: Pick<SignedInUser, 'uid' | 'email' | 'displayName'>;
  /** The data-access function, e.g. "updateHorse". */
  function: string;
  params: { slug: string; item: Record<string, unknown> | null };
  date: Date;
}
