import { keepOrFail, ready, useSnapshotThenRead, type Read } from '#src/lib/async/use-result';
import type { WebHorseSummary } from './web-horses';
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
