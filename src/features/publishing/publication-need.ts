import type { PublicationState } from './api/publishing-api';

/**
 * What the dashboard's publishing card asks of staff (docs/product.md, "Publishing the public
 * site"): nothing while the site has every saved change; "Pubblica ora" while a change waits (a
 * tab closed before its publication ended) or the last one failed; one whole republication while
 * nothing was ever published from the back office.
 */
export type PublicationNeed = 'up-to-date' | 'waiting' | 'failed' | 'never-published';

export function publicationNeed(
  state: Pick<
    PublicationState,
    'revision' | 'publishedRevision' | 'pending' | 'publishedAt' | 'failure'
  >,
): PublicationNeed {
  if (state.failure) return 'failed';
  if (state.pending.length > 0 || state.revision > state.publishedRevision) return 'waiting';
  if (!state.publishedAt) return 'never-published';
  return 'up-to-date';
}
