import { addDoc, collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { failure } from '#src/lib/data/errors';
import { fail, ok, type Result } from '#src/lib/data/result';
import { appCheckReady } from '#src/lib/firebase/app-check-start';
import { db } from '#src/lib/firebase/firestore';
import type { AdoptionApplicationInput } from '../model/adoption-application';
import type { CessionApplicationInput } from '../model/cession-application';
import type { CircleApplicationInput } from '../model/circle-application';

// What visitors send, apart from the staff's reads and logged writes (applications-api.ts): a public
// form loads this module, with Firestore and App Check, on the visitor's first interaction
// (`loadPublicApplications`, decision 44), and never the audit log's writing code.

/** The collection of circle applications (the staff side names it in `circleApplications`). */
export const CIRCLE_APPLICATIONS = 'circleApplications';
export const ADOPTION_APPLICATIONS = 'adoptionApplications';
export const CESSION_APPLICATIONS = 'cessionApplications';

/** Our code for a send that App Check could not vouch for in time (see `appCheckReady`). */
export const APP_CHECK_UNAVAILABLE = 'app-check-unavailable';

/** What the form says then, in both languages (the public forms are bilingual). */
export const appCheckUnavailableMessage =
  'Il controllo anti-spam di Google (reCAPTCHA) non si è caricato: forse lo ferma un blocco dei contenuti o la rete. Riprova tra poco. / Google’s anti-spam check (reCAPTCHA) did not load: a content blocker or the network may be stopping it. Please try again in a moment.';

/**
 * Nothing is written until App Check has a token (when a site key is configured): a write without
 * one would be refused once App Check is enforced, after a wait. Bounded by APP_CHECK_TIMEOUT_MS.
 */
async function whenAttested(): Promise<Result<never> | undefined> {
  return (await appCheckReady())
    ? undefined
    : fail(APP_CHECK_UNAVAILABLE, appCheckUnavailableMessage);
}

/**
 * Public: sends a circle application. The server sets the date; the rules accept exactly these
 * fields, so an empty `notes` is left out rather than sent.
 */
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
 * Public: creates the application `id` (an auto-id the form drew when it opened, the folder of its
 * photos) with every answer, new for the staff and dated by the server. The rules accept exactly
 * these keys, and only as a create: sending the same id twice is refused, never an overwrite.
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

/** Public: sends an adoption application (docs/product.md "Public applications"). */
export const submitAdoptionApplication = (id: string, input: AdoptionApplicationInput) =>
  createApplication(ADOPTION_APPLICATIONS, 'adoption', id, input);

/** Public: sends a cession application (docs/product.md "Public applications"). */
export const submitCessionApplication = (id: string, input: CessionApplicationInput) =>
  createApplication(CESSION_APPLICATIONS, 'cession', id, input);
