import { createContext, useContext, useState, type ReactNode } from 'react';
import { createVisitRead, type VisitRead } from '#src/lib/async/visit-read';
import { usePublishedReads, type PublishedReads } from '#src/lib/published/published-reads';
import { loadWebHorses, type WebHorseSummary, type WebHorsesSnapshot } from './web-horses';

export interface WebHorsesVisit {
  readonly snapshot: WebHorsesSnapshot | undefined;
  readonly list: VisitRead<WebHorseSummary[]>;
}

export function createWebHorsesVisit(
  reads: PublishedReads,
  snapshot?: WebHorsesSnapshot,
): WebHorsesVisit {
  return { snapshot, list: createVisitRead(() => loadWebHorses(reads)) };
}

const WebHorsesContext = createContext<WebHorsesVisit | undefined>(undefined);

export interface WebHorsesProviderProps {
  readonly snapshot?: WebHorsesSnapshot;
  readonly children: ReactNode;
}

export function WebHorsesProvider({ snapshot, children }: WebHorsesProviderProps) {
  const reads = usePublishedReads();
  const [visit] = useState(() => createWebHorsesVisit(reads, snapshot));
  return <WebHorsesContext value={visit}>{children}</WebHorsesContext>;
}

export function useWebHorsesVisit(): WebHorsesVisit {
  const visit = useContext(WebHorsesContext);
  if (!visit) throw new Error('The horses of the visit are read inside a WebHorsesProvider.');
  return visit;
}
