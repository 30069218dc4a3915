import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { failure } from '#src/lib/data/errors';
import { ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import type { CircleApplicationInput } from '../model/circle-application';

// What visitors send, apart from the staff's reads and logged writes (applications-api.ts): a public
// form loads this module and never the audit log's writing code.

/** The collection of circle applications (the staff side names it in `circleApplications`). */
export const CIRCLE_APPLICATIONS = 'circleApplications';

/**
 * Public: sends a circle application. The server sets the date; the rules accept exactly these
 * fields, so an empty `notes` is left out rather than sent.
 */
export async function submitCircleApplication(
  input: CircleApplicationInput,
): Promise<Result<string>> {
  const { notes, ...required } = input;
  try {
    const ref = await addDoc(collection(db, CIRCLE_APPLICATIONS), {
      ...required,
      ...(notes.trim() ? { notes } : {}),
      date: serverTimestamp(),
    });
    return ok(ref.id);
  } catch (error) {
    return failure('Sending the circle application', error);
  }
}
