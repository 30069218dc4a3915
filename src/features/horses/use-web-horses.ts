import { keepOrFail, ready, useSnapshotThenRead, type Read } from '#src/lib/async/use-result';
import type { PublicHorse } from './model/public-horse';
import { loadWebHorse, type WebHorseSummary } from './web-horses';
import { useWebHorsesVisit } from './web-horses-visit';

/**
 * Every web-visible horse, ordered by name, as lists show them: the visit's read when it has already
 * answered, else the snapshot, then the visit's one fresh read of the published list.
 */
export function useWebHorseList(): Read<readonly WebHorseSummary[]> {
  const visit = useWebHorsesVisit();
  return useSnapshotThenRead<WebHorseSummary[], readonly WebHorseSummary[]>(
    'Cavalli del sito non letti',
    [visit, 'list'],
    () => visit.list.latest() ?? visit.snapshot?.list,
    () => visit.list.read(),
    (result, before) =>
      result.success
        ? ready(result.data)
        : keepOrFail(before, { status: 'failed', error: result.error }),
  );
}

/**
 * One web-visible horse in full, from the snapshot then its published page file; `null` when there
 * is no such horse on the site.
 */
export function useWebHorse(slug: string): Read<PublicHorse | null> {
  const visit = useWebHorsesVisit();
  return useSnapshotThenRead<PublicHorse | null, PublicHorse | null>(
    `Cavallo ${slug} non letto`,
    [visit, `horse:${slug}`],
    () => visit.snapshot?.horses?.find((candidate) => candidate.slug === slug),
    () => loadWebHorse(visit.reads, slug),
    (result, before) =>
      result.success
        ? ready(result.data)
        : keepOrFail(before, { status: 'failed', error: result.error }),
  );
}
