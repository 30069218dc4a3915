import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import type { SiteLanguage } from '#src/config/site';
import { applicationMails, MAIL, type ApplicationKind } from '#src/features/mail';
import { failure } from '#src/lib/data/errors';
import { fail, ok, type Result } from '#src/lib/data/result';
import { appCheckReady } from '#src/lib/firebase/app-check-start';
import { db } from '#src/lib/firebase/firestore';
import { textsFor } from '#src/lib/text/dictionary';
import type { AdoptionApplicationInput } from '../model/adoption-application';
import { applicationReference } from '../model/application-reference';
import type { CessionApplicationInput } from '../model/cession-application';
import type { CircleApplicationInput } from '../model/circle-application';
import { publicSendTexts } from './texts';

// Apart from the staff's api: a public form loads this module on the visitor's first interaction
// (decision 44), never the audit log's code.

export const CIRCLE_APPLICATIONS = 'circleApplications';
export const ADOPTION_APPLICATIONS = 'adoptionApplications';
export const CESSION_APPLICATIONS = 'cessionApplications';

export const APP_CHECK_UNAVAILABLE = 'app-check-unavailable';

/**
 * A write without an App Check token would be refused once App Check is enforced, after a wait;
 * the failure is worded in the page's language.
 */
async function whenAttested(language: SiteLanguage): Promise<Result<never> | undefined> {
  return (await appCheckReady())
    ? undefined
    : fail(APP_CHECK_UNAVAILABLE, textsFor(publicSendTexts, language).appCheckUnavailable);
}

/** 32 letters and digits: the member's key to unsubscribe from the horse's news. */
function newsToken(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => letters[byte % 62]).join(
    '',
  );
}

interface MailAbout {
  email: string;
  region: string;
  horses: readonly string[];
  /** The horses by name, for the receipt (an adoption's `horses` are slugs). */
  names: readonly string[];
}

/**
 * The application and its mails in one commit: the rules accept a public mail only beside its
 * application (decision 52).
 */
async function commitApplication(
  kind: ApplicationKind,
  collectionName: string,
  id: string,
  data: Record<string, unknown>,
  about: MailAbout,
  language: SiteLanguage,
): Promise<void> {
  const batch = writeBatch(db);
  // The reference the thanks and the receipt give, stored so staff find it (firestore.rules checks it).
  const reference = applicationReference(id);
  batch.set(doc(db, collectionName, id), { ...data, reference, date: serverTimestamp() });
  const receipt = { reference, horses: about.names };
  for (const [mailId, mail] of applicationMails(kind, id, { ...about, receipt }, language)) {
    batch.set(doc(db, MAIL, mailId), { ...mail, date: serverTimestamp() });
  }
  await batch.commit();
}

/** The rules accept exactly these fields, so an empty `notes` or e-mail is left out rather than sent. */
export async function submitCircleApplication(
  input: CircleApplicationInput,
  language: SiteLanguage = 'it',
): Promise<Result<string>> {
  const unattested = await whenAttested(language);
  if (unattested) return unattested;
  const { notes, email = '', newsConsent = false, ...required } = input;
  const id = doc(collection(db, CIRCLE_APPLICATIONS)).id;
  try {
    await commitApplication(
      'circle',
      CIRCLE_APPLICATIONS,
      id,
      {
        ...required,
        ...(notes.trim() ? { notes } : {}),
        ...(email.trim()
          ? { email: email.trim(), newsConsent, newsToken: newsToken(), newsLanguage: language }
          : {}),
        // "Da contattare": stored, so that the staff list can filter on it.
        status: '',
      },
      { email: email.trim(), region: '', horses: [required.horse], names: [required.horse] },
      language,
    );
    return ok(id);
  } catch (error) {
    return failure('Sending the circle application', error);
  }
}

/**
 * The rules accept these keys only as a create: sending the same id twice is refused, never an
 * overwrite.
 */
async function createApplication(
  kind: 'adoption' | 'cession',
  collectionName: string,
  id: string,
  input: AdoptionApplicationInput | CessionApplicationInput,
  about: MailAbout,
  language: SiteLanguage,
): Promise<Result<string>> {
  const unattested = await whenAttested(language);
  if (unattested) return unattested;
  try {
    await commitApplication(kind, collectionName, id, { ...input, isNew: true }, about, language);
    return ok(id);
  } catch (error) {
    return failure(`Sending the ${kind} application`, error);
  }
}

/** `names`: the chosen horses' names as the form shows them, for the receipt. */
export const submitAdoptionApplication = (
  id: string,
  input: AdoptionApplicationInput,
  language: SiteLanguage = 'it',
  names: readonly string[] = [],
) =>
  createApplication(
    'adoption',
    ADOPTION_APPLICATIONS,
    id,
    input,
    { email: input.email, region: input.region, horses: input.horses, names },
    language,
  );

export const submitCessionApplication = (
  id: string,
  input: CessionApplicationInput,
  language: SiteLanguage = 'it',
) =>
  createApplication(
    'cession',
    CESSION_APPLICATIONS,
    id,
    input,
    {
      email: input.email,
      region: input.horseRegion,
      horses: [input.horseName],
      names: [input.horseName],
    },
    language,
  );
