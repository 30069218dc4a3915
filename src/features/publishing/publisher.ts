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

// The back office's publisher (docs/product.md, "Publishing the public site"; decision 44).
//
// Every commit that moves public data raises the publication state's revision and adds its targets
// to `pending`, in the commit itself. A publication reads the state (revision r, pending P), builds
// and writes the files of P and of what it published before in this run, from data read after r,
// then confirms in a transaction that the revision is still r. If another change landed meanwhile,
// the revision moved: it publishes again, the new pending targets and its own, from fresh data.
// So whichever publication writes a file last has confirmed that nothing changed since it read:
// two staff saving at once cannot leave an older version published, even when the slower one
// writes its older data after the faster one wrote the newer (it then finds the revision moved and
// writes again).

/** A publication that keeps finding new changes stops after this many rounds, and stays pending. */
export const MAX_ROUNDS = 5;

export interface PublicationReport {
  /** The files written or removed. */
  readonly files: number;
  /** The revision the publication confirmed. */
  readonly revision: number;
}

/** What a round did: how many files it wrote or removed, and the targets that failed, with why. */
interface RoundResult {
  readonly files: number;
  readonly failed: readonly { readonly target: PublicationTarget; readonly message: string }[];
}

/**
 * Writes or removes the file of each target. One that fails does not stop the others: a file that
 * cannot be published (one too large, say) holds back only itself.
 */
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

/**
 * Publishes what is pending (and `also`, e.g. every file for the republish action) until a round
 * confirms that no change landed meanwhile. A failure is recorded in the state, whose pending
 * targets stay for the retry: the change itself is already saved.
 */
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

/** Rebuilds every file of the published site ("Ripubblica tutto il sito"). */
export function publishEverything(): Promise<Result<PublicationReport>> {
  return publishPending([publicationTargets.all]);
}
