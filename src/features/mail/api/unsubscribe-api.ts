import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { errorCode } from '#src/lib/data/errors';
import { appCheckReady } from '#src/lib/firebase/app-check-start';
import { db } from '#src/lib/firebase/firestore';
import { UNSUBSCRIBES } from '../model/mail';

// Loaded by the public unsubscribe page: no audit log, no staff code (decision 55).

/** What a news mail's link carries: the member's id and 32-character key. */
export interface UnsubscribeLink {
  readonly memberId: string;
  readonly token: string;
}

export function unsubscribeLinkOf(search: URLSearchParams): UnsubscribeLink | null {
  const memberId = search.get('m')?.trim() ?? '';
  const token = search.get('t')?.trim() ?? '';
  return /^[A-Za-z0-9-]{1,100}$/.test(memberId) && /^[A-Za-z0-9]{32}$/.test(token)
    ? { memberId, token }
    : null;
}

export type UnsubscribeOutcome = 'done' | 'refused' | 'failed';

/**
 * The rules accept it only with the member's own key; writing it again (a second click) is
 * harmless. A refusal means the link is not (or no longer) a member's.
 */
export async function unsubscribe({
  memberId,
  token,
}: UnsubscribeLink): Promise<UnsubscribeOutcome> {
  if (!(await appCheckReady())) return 'failed';
  try {
    await setDoc(doc(db, UNSUBSCRIBES, memberId), { token, date: serverTimestamp() });
    return 'done';
  } catch (error) {
    return errorCode(error) === 'permission-denied' ? 'refused' : 'failed';
  }
}
