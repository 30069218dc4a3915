import { keepOrFail, ready, useSnapshotThenRead, type Read } from '#src/lib/async/use-result';
import type { HorseNews } from './model/horse-news';
import { useHorseNewsSnapshot } from './horse-news-snapshot';
import { usePublishedReads } from '#src/lib/published/published-reads';
import { loadPublishedNews } from './web-news';

/**
 * The snapshot first, so the hydrating render is the HTML; a failed read keeps what the page shows.
 */
export function useHorseNews(horseSlug: string): Read<readonly HorseNews[]> {
  // The snapshot is the visit's: constant, so not a dependency.
  const snapshot = useHorseNewsSnapshot();
  const reads = usePublishedReads();
  return useSnapshotThenRead<HorseNews[], readonly HorseNews[]>(
    `Notizie di ${horseSlug} non lette`,
    ['news', horseSlug, reads],
    () => (snapshot?.horseSlug === horseSlug ? snapshot.news : undefined),
    () => loadPublishedNews(reads, horseSlug),
    (result, before) =>
      result.success
        ? ready(result.data)
        : keepOrFail(before, { status: 'failed', error: result.error }),
  );
}
