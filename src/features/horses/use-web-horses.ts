import { keepOrFail, ready, useSnapshotThenRead, type Read } from '#src/lib/async/use-result';
import type { PublicHorse } from './model/public-horse';
import { loadWebHorse, type WebHorseSummary } from './web-horses';
import { useWebHorsesVisit } from './web-horses-visit';

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
