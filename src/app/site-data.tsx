import type { ReactNode } from 'react';
import { WebEventsSnapshotContext } from '#src/features/events/web-events-snapshot';
import { WebHorsesProvider } from '#src/features/horses/web-horses-visit';
import { HorseNewsSnapshotContext } from '#src/features/news/horse-news-snapshot';
import { PublishedReadsProvider, type PublishedReads } from '#src/lib/published/published-reads';
import type { PrerenderData } from './prerender-data';

export interface SiteDataProviderProps {
  /**
   * What the page was built with: the data a prerendered page embeds (main.tsx), the data a page is
   * being prerendered with (entry-server.tsx), or nothing (the app shell).
   */
  readonly data: PrerenderData | undefined;
  /** The reads of the published site: the visit's own unless given (tests). */
  readonly reads?: PublishedReads;
  readonly children: ReactNode;
}

/**
 * The public pages' data for one visit, rendered once around the app by both entries: the snapshot
 * the page was built with, so that the first render (the hydrating one) is the HTML, and the
 * visit's reads of the published site that correct it (each file read at most once per visit).
 */
export function SiteDataProvider({ data, reads, children }: SiteDataProviderProps) {
  return (
    <PublishedReadsProvider reads={reads}>
      <WebHorsesProvider snapshot={data?.horses}>
        <WebEventsSnapshotContext value={data?.events}>
          <HorseNewsSnapshotContext value={data?.news}>{children}</HorseNewsSnapshotContext>
        </WebEventsSnapshotContext>
      </WebHorsesProvider>
    </PublishedReadsProvider>
  );
}
