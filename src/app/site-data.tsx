import type { ReactNode } from 'react';
import { WebEventsSnapshotContext } from '#src/features/events/web-events-snapshot';
import { WebHorsesProvider } from '#src/features/horses/web-horses-visit';
import { PublishedReadsProvider, type PublishedReads } from '#src/lib/published/published-reads';
import type { PrerenderData } from './prerender-data';

export interface SiteDataProviderProps {
  readonly data: PrerenderData | undefined;
  readonly reads?: PublishedReads;
  readonly children: ReactNode;
}

/** The snapshot first, so the hydrating render is the HTML; then the visit's reads correct it. */
export function SiteDataProvider({ data, reads, children }: SiteDataProviderProps) {
  return (
    <PublishedReadsProvider reads={reads}>
      <WebHorsesProvider snapshot={data?.horses}>
        <WebEventsSnapshotContext value={data?.events}>{children}</WebEventsSnapshotContext>
      </WebHorsesProvider>
    </PublishedReadsProvider>
  );
}
