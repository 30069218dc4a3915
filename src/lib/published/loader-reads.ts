import { visitReads, type PublishedReads } from './published-reads';

// A page's loader reads the published site through its `context`: the build's reads when the
// prerender's static handler runs it (entry-server.tsx passes them as the request's context), the
// browser's visit otherwise (decision 84).

const isReads = (context: unknown): context is PublishedReads =>
  typeof (context as Partial<PublishedReads> | null)?.read === 'function';

/** The reads of a loader's `context`: the build's, or the visit's in a browser. */
export function readsOf(context: unknown): PublishedReads {
  return isReads(context) ? context : visitReads();
}
