import { type DocumentReference, type Transaction } from 'firebase/firestore/lite';
import { fail, type Result } from './result';

// Numbering with no gap (decision 86; the receipts of decision 92 too): a numbered record is
// created only in a transaction that reads its counter (`{ last }`) and moves it by one, and the
// rules refuse any other number. Two staff writing at once: one wins, the other is refused by the
// rules (permission-denied) or by the commit (aborted) and reads the counter again.

/** The number after the counter's `last` (1 when there is no counter yet). */
export async function nextCounterNumber(
  transaction: Transaction,
  counter: DocumentReference,
): Promise<number> {
  const stored = await transaction.get(counter);
  const last: unknown = stored.get('last');
  return (typeof last === 'number' ? last : 0) + 1;
}

/** Whether a numbered write lost a race to another writer (so it may read the counter again). */
export const lostRace = (result: Result<unknown>): boolean =>
  !result.success && ['permission-denied', 'aborted'].includes(result.error.code);

/**
 * A numbered write, tried again while another writer takes the number first: `attempts` times in
 * all, then `raceMessage` (code `aborted`). Any other answer is returned as it is.
 */
export async function retryWhileRaced<T>(
  attempts: number,
  raceMessage: string,
  write: () => Promise<Result<T>>,
): Promise<Result<T>> {
  for (let attempt = 1; ; attempt++) {
    const result = await write();
    if (!lostRace(result)) return result;
    if (attempt >= attempts) return fail('aborted', raceMessage);
  }
}
