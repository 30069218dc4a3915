import { publicationTargets, type PublicationTarget } from '#src/lib/data/publication';
import { fail, ok, type Result } from '#src/lib/data/result';
import {
  confirmPartialPublication,
  confirmPublication,
  deleteSiteFile,
  readPublicationState,
  recordPublicationFailure,
  writeSiteFile,
} from './api/publishing-api';
import { everyTarget, siteFileOf } from './site-files';
import { targetLabel } from './target-label';

// Publishes from data read after revision r, then confirms r is unchanged, else goes again: two
// staff saving at once cannot leave an older version published.

export const MAX_ROUNDS = 5;

export interface PublicationReport {
  readonly files: number;
  readonly revision: number;
}

interface RoundResult {
  readonly files: number;
  readonly failed: readonly { readonly target: PublicationTarget; readonly message: string }[];
}

/** One target that fails does not stop the others. */
async function publishTargets(
  targets: readonly PublicationTarget[],
  now: Date,
): Promise<Result<RoundResult>> {
  let singles: PublicationTarget[] = [...targets];
  if (singles.includes(publicationTargets.all)) {
    const all = await everyTarget();
    if (!all.success) return all;
    singles = all.data;
  }
  let files = 0;
  const failed: { target: PublicationTarget; message: string }[] = [];
  for (const target of singles) {
    const file = await siteFileOf(target, now);
    const written = !file.success
      ? file
      : file.data.json === null
        ? await deleteSiteFile(file.data.path)
        : await writeSiteFile(file.data.path, file.data.json);
    if (written.success) files++;
    else failed.push({ target, message: written.error.message });
  }
  return ok({ files, failed });
}

/** A failure is recorded and its targets stay pending: the change itself is already saved. */
export async function publishPending(
  also: readonly PublicationTarget[] = [],
): Promise<Result<PublicationReport>> {
  let mine = new Set<PublicationTarget>(also);
  let files = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const state = await readPublicationState();
    if (!state.success) return state;
    const targets = new Set([...mine, ...(state.data.pending as PublicationTarget[])]);
    if (targets.size === 0 && state.data.publishedRevision === state.data.revision) {
      return ok({ files, revision: state.data.revision });
    }
    const published = await publishTargets([...targets], new Date());
    if (!published.success) {
      await recordPublicationFailure(published.error.message);
      return published;
    }
    files += published.data.files;
    const { failed } = published.data;
    if (failed.length > 0) {
      const message = failed
        .map(({ target, message }) => `${targetLabel(target)}: ${message}`)
        .join(' ');
      // The files that were published are done; only the failed ones wait for the retry.
      const confirmed = await confirmPartialPublication(
        state.data.revision,
        failed.map(({ target }) => target),
        message,
      );
      if (!confirmed.success || !confirmed.data) await recordPublicationFailure(message);
      return fail('publication-failed', message);
    }
    const confirmed = await confirmPublication(state.data.revision);
    if (!confirmed.success) return confirmed;
    if (confirmed.data) return ok({ files, revision: state.data.revision });
    mine = targets;
  }
  const message = 'Le modifiche continuano ad arrivare: la pubblicazione riprenderà alla prossima.';
  await recordPublicationFailure(message);
  return fail('aborted', message);
}

export function publishEverything(): Promise<Result<PublicationReport>> {
  return publishPending([publicationTargets.all]);
}
