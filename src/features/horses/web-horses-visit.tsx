import { createContext, useContext, useState, type ReactNode } from 'react';
import { createVisitRead, type VisitRead } from '#src/lib/async/visit-read';
import { usePublishedReads, type PublishedReads } from '#src/lib/published/published-reads';
import { loadWebHorses, type WebHorseSummary, type WebHorsesSnapshot } from './web-horses';

/** The horses of one visit: what the page was built with, and the visit's one read of the list. */
export interface WebHorsesVisit {
  /** What is known before any read (undefined on the app shell). */
  readonly snapshot: WebHorsesSnapshot | undefined;
  /** The list, read at most once per visit and shared by every page and component. */
  readonly list: VisitRead<WebHorseSummary[]>;
  /** The visit's reads of the published site (a horse's own page file). */
  readonly reads: PublishedReads;
}

export function createWebHorsesVisit(
  reads: PublishedReads,
  snapshot?: WebHorsesSnapshot,
): WebHorsesVisit {
  return { snapshot, list: createVisitRead(() => loadWebHorses(reads)), reads };
}

const WebHorsesContext = createContext<WebHorsesVisit | undefined>(undefined);

export interface WebHorsesProviderProps {
  /** What the page was built with (its embedded data, or the build's read while prerendering). */
  readonly snapshot?: WebHorsesSnapshot;
  readonly children: ReactNode;
}

/**
 * Holds one visit's horses for everything inside it: rendered once around the app, so that moving
 * between pages keeps the snapshot and the one read of the list.
 */
export function WebHorsesProvider({ snapshot, children }: WebHorsesProviderProps) {
  const reads = usePublishedReads();
  const [visit] = useState(() => createWebHorsesVisit(reads, snapshot));
  return <WebHorsesContext value={visit}>{children}</WebHorsesContext>;
}

/** The visit's horses, from the nearest {@link WebHorsesProvider}. */
export function useWebHorsesVisit(): WebHorsesVisit {
  const visit = useContext(WebHorsesContext);
  if (!visit) throw new Error('The horses of the visit are read inside a WebHorsesProvider.');
  return visit;
}
