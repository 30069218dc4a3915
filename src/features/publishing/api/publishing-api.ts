import {
  deleteField,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore/lite';
import { list, ref } from 'firebase/storage';
import * as z from 'zod/mini';
import { errorCode, failure } from '#src/lib/data/errors';
import { deleteStoredFile } from '#src/lib/data/media-api';
import {
  PUBLICATION_STATE,
  publicationConfirmation,
  publicationFailure,
  SITE_PUBLICATION,
  type StateValues,
} from '#src/lib/data/publication';
import { fail, ok, type Result } from '#src/lib/data/result';
import { amountOr, parseDocument, stringList, text, timestamp } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import { storage } from '#src/lib/firebase/storage';
import { uploadSiteFile } from './site-upload';

const stateRef = () => doc(db, SITE_PUBLICATION, PUBLICATION_STATE);

const failureSchema = z.object({ at: timestamp(), message: text() });

const stateSchema = z.object({
  revision: amountOr(0),
  pending: stringList(),
  publishedRevision: amountOr(0),
  publishedAt: z.optional(z.nullable(timestamp())),
  failure: z.optional(z.nullable(failureSchema)),
});

export type PublicationState = z.infer<typeof stateSchema>;

const emptyState: PublicationState = { revision: 0, pending: [], publishedRevision: 0 };

export async function readPublicationState(): Promise<Result<PublicationState>> {
  try {
    const snapshot = await getDoc(stateRef());
    if (!snapshot.exists()) return ok(emptyState);
    return parseDocument(stateSchema, snapshot.ref.path, snapshot.data());
  } catch (error) {
    return failure('Reading the publication state', error);
  }
}

const webValues: StateValues<unknown> = { now: serverTimestamp, remove: deleteField };

/**
 * Writes only when no change landed since the publication read its data; otherwise the caller
 * publishes again.
 */
async function confirmIfUnchanged(
  revision: number,
  failed?: Parameters<typeof publicationConfirmation>[3],
): Promise<Result<boolean>> {
  try {
    const confirmed = await runTransaction(db, async (transaction) => {
      const current = await transaction.get(stateRef());
      const stored: unknown = current.exists() ? current.data().revision : undefined;
      const next = publicationConfirmation(stored, revision, webValues, failed);
      if (!next) return false;
      transaction.set(stateRef(), next, { merge: true });
      return true;
    });
    return ok(confirmed);
  } catch (error) {
    // A change committed between the read and the commit: the rules refuse to write its revision
    // back (before the transaction's own check), which means "publish again", not a failure.
    if (errorCode(error) === 'permission-denied' && (await revisionMovedFrom(revision))) {
      return ok(false);
    }
    return failure('Confirming the publication', error);
  }
}

async function revisionMovedFrom(revision: number): Promise<boolean> {
  const state = await readPublicationState();
  return state.success && state.data.revision !== revision;
}

export function confirmPublication(revision: number): Promise<Result<boolean>> {
  return confirmIfUnchanged(revision);
}

export function confirmPartialPublication(
  revision: number,
  stillPending: readonly string[],
  message: string,
): Promise<Result<boolean>> {
  return confirmIfUnchanged(revision, { stillPending, message });
}

export async function recordPublicationFailure(message: string): Promise<Result<void>> {
  try {
    await setDoc(stateRef(), { failure: publicationFailure(message, webValues) }, { merge: true });
    return ok(undefined);
  } catch (error) {
    return failure('Recording the failed publication', error);
  }
}

export async function writeSiteFile(path: string, json: string): Promise<Result<void>> {
  try {
    await uploadSiteFile(storage, { path, json });
    return ok(undefined);
  } catch (error) {
    const refused = failure(`Publishing ${path}`, error);
    // Staff may write any JSON there: a refusal is its size (storage.rules).
    if (refused.error?.code === 'storage/unauthorized') {
      return fail('storage/unauthorized', `Il file ${path} supera i 2 MB che lo Storage accetta.`);
    }
    return refused;
  }
}

/**
 * Its folder is listed first, so a file never published is not asked for (a 404 the browser would
 * log).
 */
export async function deleteSiteFile(path: string): Promise<Result<void>> {
  const listed = await listSiteFiles(path.slice(0, path.lastIndexOf('/')));
  if (!listed.success) return listed;
  if (!listed.data.includes(path)) return ok(undefined);
  return deleteStoredFile(path);
}

export async function listSiteFiles(folder: string): Promise<Result<string[]>> {
  try {
    const paths: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await list(ref(storage, folder), { maxResults: 1000, pageToken });
      paths.push(...page.items.map((item) => item.fullPath));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return ok(paths);
  } catch (error) {
    return failure(`Listing ${folder}`, error);
  }
}
