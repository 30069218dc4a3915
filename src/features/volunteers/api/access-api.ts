import { sendSignInLinkToEmail } from 'firebase/auth';
import { doc, serverTimestamp, type DocumentData } from 'firebase/firestore/lite';
import { paths } from '#src/config/paths';
import { failure } from '#src/lib/data/errors';
import { auth } from '#src/lib/firebase/auth';
import { settings } from '#src/lib/firebase/settings';
import { transactLogged, type LogActor, type LogRecord } from '#src/lib/data/audit-log';
import { readDocument, readList } from '#src/lib/data/firestore-data';
import { fieldErrors } from '#src/lib/data/field-errors';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import {
  accessDraftSchema,
  accessKeyOf,
  byStateAndName,
  normalEmail,
  VOLUNTEER_ACCESS,
  volunteerAccessSchema,
  type AccessDraft,
  type VolunteerAccess,
} from '../model/volunteer-access';

// Every change of an access is one commit with its log entry (decision 24). The entry names the
// access by its key and records its state, never the volunteer's name or address (decision 87).

export async function listVolunteerAccesses(): Promise<Result<VolunteerAccess[]>> {
  const listed = await readList(volunteerAccessSchema, {
    collection: VOLUNTEER_ACCESS,
    equals: [],
    orderBy: [],
  });
  return listed.success ? ok([...listed.data].sort(byStateAndName)) : listed;
}

/** The signed-in person's own access: `not-found` when staff never granted one. */
export async function readOwnAccess(email: string): Promise<Result<VolunteerAccess>> {
  return readDocument(volunteerAccessSchema, VOLUNTEER_ACCESS, await accessKeyOf(email));
}

function record(operation: LogRecord['operation'], key: string, stored: DocumentData): LogRecord {
  const { active, registerNumber } = stored;
  return {
    operation,
    collection: VOLUNTEER_ACCESS,
    params: { slug: key, item: { active, registerNumber } },
  };
}

/** Grants an access, or grants it again (the name and number as typed now). */
export async function grantVolunteerAccess(
  actor: LogActor,
  draft: AccessDraft,
): Promise<Result<string>> {
  const [error] = Object.values(fieldErrors(accessDraftSchema, draft));
  if (error) return fail('invalid-argument', error);
  const email = normalEmail(draft.email);
  const key = await accessKeyOf(email);
  const ref = doc(db, VOLUNTEER_ACCESS, key);
  return transactLogged(actor, `grantVolunteerAccess ${key}`, async (transaction) => {
    const stored = await transaction.get(ref);
    if (stored.exists() && stored.get('active') === true) {
      return fail('already-exists', 'Questa persona ha già un accesso attivo.');
    }
    const data = {
      email,
      name: draft.name.trim(),
      registerNumber: draft.registerNumber === '' ? null : Number(draft.registerNumber),
      active: true,
      grantedAt: serverTimestamp(),
      grantedBy: actor.uid,
      revokedAt: null,
      invitedAt: stored.exists() ? ((stored.get('invitedAt') as unknown) ?? null) : null,
    };
    return {
      record: record('grantVolunteerAccess', key, data),
      write: (writer) => writer.set(ref, data),
      value: key,
    };
  });
}

function changeAccess(
  actor: LogActor,
  key: string,
  operation: 'revokeVolunteerAccess' | 'inviteVolunteer',
  change: (stored: DocumentData) => DocumentData | string,
): Promise<Result<void>> {
  const ref = doc(db, VOLUNTEER_ACCESS, key);
  return transactLogged(actor, `${operation} ${key}`, async (transaction) => {
    const stored = await transaction.get(ref);
    if (!stored.exists()) return fail('not-found', 'Questo accesso non esiste.');
    const changed = change(stored.data());
    if (typeof changed === 'string') return fail('failed-precondition', changed);
    const data = { ...stored.data(), ...changed };
    return {
      record: record(operation, key, data),
      write: (writer) => writer.set(ref, data),
      value: undefined,
    };
  });
}

/** Counts at the volunteer's very next request: the rules read the document at each one. */
export const revokeVolunteerAccess = (actor: LogActor, key: string): Promise<Result<void>> =>
  changeAccess(actor, key, 'revokeVolunteerAccess', (stored) =>
    stored.active === true
      ? { active: false, revokedAt: serverTimestamp() }
      : "L'accesso è già revocato.",
  );

/**
 * An erasure (the volunteer asked to be forgotten, or left): the access goes whole, its name and
 * address with it, in one commit with its log entry, which names only the key. Whether it was
 * active or not: an erased volunteer signs in no more. `not-found` when there is none.
 */
export async function eraseVolunteerAccess(actor: LogActor, key: string): Promise<Result<void>> {
  const ref = doc(db, VOLUNTEER_ACCESS, key);
  return transactLogged(actor, `eraseVolunteerAccess ${key}`, async (transaction) => {
    const stored = await transaction.get(ref);
    if (!stored.exists()) return fail('not-found', 'Questo accesso non esiste.');
    return {
      record: record('deleteVolunteerAccess', key, stored.data()),
      write: (writer) => writer.delete(ref),
      value: undefined,
    };
  });
}

/** The moment staff last sent (or showed) the sign-in link, shown in the list. */
export const recordInvitation = (actor: LogActor, key: string): Promise<Result<void>> =>
  changeAccess(actor, key, 'inviteVolunteer', (stored) =>
    stored.active === true
      ? { invitedAt: serverTimestamp() }
      : "Concedi di nuovo l'accesso prima di invitare.",
  );

/** Where the link lands: the volunteer's sign-in page on this site. */
export const signInPageUrl = (origin: string): string => `${origin}${paths.adminVolunteerSignIn()}`;

/**
 * On the emulators no mail leaves: the Auth emulator lists the links it would have sent (its REST
 * API's out-of-band codes). The newest sign-in link for this address, pointed at this site's
 * sign-in page, so staff can show it on a phone.
 */
async function emulatorSignInLink(email: string, origin: string): Promise<string | null> {
  const emulators = settings.emulators;
  if (!emulators) return null;
  const url = `http://${emulators.host}:${emulators.ports.auth}/emulator/v1/projects/${emulators.projectId}/oobCodes`;
  const response = await fetch(url);
  if (!response.ok) return null;
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: { email?: string; requestType?: string; oobLink?: string }[];
  };
  const sent = oobCodes.filter(
    (code) => code.email?.toLowerCase() === email && code.requestType === 'EMAIL_SIGNIN',
  );
  const link = sent.at(-1)?.oobLink;
  if (!link) return null;
  const query = new URL(link).searchParams;
  query.delete('continueUrl');
  return `${signInPageUrl(origin)}?${query.toString()}`;
}

export interface Invitation {
  /** Only on the emulators: the link the mail would carry. */
  readonly emulatorLink: string | null;
}

/**
 * Sends the volunteer an Auth e-mail link to sign in (no password to choose), then records the
 * moment. The link opens the sign-in page, which asks for the address once more.
 */
export async function inviteVolunteer(
  actor: LogActor,
  access: Pick<VolunteerAccess, 'slug' | 'email'>,
  origin: string,
): Promise<Result<Invitation>> {
  try {
    await sendSignInLinkToEmail(auth, access.email, {
      url: signInPageUrl(origin),
      handleCodeInApp: true,
    });
  } catch (error) {
    return failure(`inviteVolunteer ${access.slug}`, error);
  }
  const recorded = await recordInvitation(actor, access.slug);
  if (!recorded.success) return recorded;
  try {
    return ok({ emulatorLink: await emulatorSignInLink(access.email, origin) });
  } catch {
    // The mail left: only the emulator's listing failed.
    return ok({ emulatorLink: null });
  }
}
