import { addDoc, collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { failure } from '#src/lib/data/errors';
import { fail, ok, type Result } from '#src/lib/data/result';
import { appCheckReady } from '#src/lib/firebase/app-check-start';
import { db } from '#src/lib/firebase/firestore';
import type { AdoptionApplicationInput } from '../model/adoption-application';
import type { CessionApplicationInput } from '../model/cession-application';
import type { CircleApplicationInput } from '../model/circle-application';

// Apart from the staff's api: a public form loads this module on the visitor's first interaction
// (decision 44), never the audit log's code.

export const CIRCLE_APPLICATIONS = 'circleApplications';
export const ADOPTION_APPLICATIONS = 'adoptionApplications';
export const CESSION_APPLICATIONS = 'cessionApplications';

export const APP_CHECK_UNAVAILABLE = 'app-check-unavailable';

export const appCheckUnavailableMessage =
  'Il controllo anti-spam di Google (reCAPTCHA) non si è caricato: forse lo ferma un blocco dei contenuti o la rete. Riprova tra poco. / Google’s anti-spam check (reCAPTCHA) did not load: a content blocker or the network may be stopping it. Please try again in a moment.';

/** A write without an App Check token would be refused once App Check is enforced, after a wait. */
async function whenAttested(): Promise<Result<never> | undefined> {
  return (await appCheckReady())
    ? undefined
    : fail(APP_CHECK_UNAVAILABLE, appCheckUnavailableMessage);
}

/** The rules accept exactly these fields, so an empty `notes` is left out rather than sent. */
export async function submitCircleApplication(
  input: CircleApplicationInput,
): Promise<Result<string>> {
  const unattested = await whenAttested();
  if (unattested) return unattested;
  const { notes, ...required } = input;
  try {
    const ref = await addDoc(collection(db, CIRCLE_APPLICATIONS), {
      ...required,
      ...(notes.trim() ? { notes } : {}),
      // "Da contattare": stored, so that the staff list can filter on it.
      status: '',
      date: serverTimestamp(),
    });
    return ok(ref.id);
  } catch (error) {
    return failure('Sending the circle application', error);
  }
}

/**
 * The rules accept these keys only as a create: sending the same id twice is refused, never an
 * overwrite.
 */
async function createApplication(
  collectionName: string,
  what: string,
  id: string,
  input: AdoptionApplicationInput | CessionApplicationInput,
): Promise<Result<string>> {
  const unattested = await whenAttested();
  if (unattested) return unattested;
  try {
    await setDoc(doc(db, collectionName, id), { ...input, isNew: true, date: serverTimestamp() });
    return ok(id);
  } catch (error) {
    return failure(`Sending the ${what} application`, error);
  }
}

export const submitAdoptionApplication = (id: string, input: AdoptionApplicationInput) =>
  createApplication(ADOPTION_APPLICATIONS, 'adoption', id, input);

export const submitCessionApplication = (id: string, input: CessionApplicationInput) =>
  createApplication(CESSION_APPLICATIONS, 'cession', id, input);
