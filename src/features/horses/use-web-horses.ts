import { keepOrFail, ready, useSnapshotThenRead, type AsyncState } from '#src/lib/async/use-result';
import type { PublicHorse } from './model/public-horse';
import { summarizeHorse, type WebHorseSummary, type WebHorsesSnapshot } from './web-horses';
import { useWebHorsesVisit } from './web-horses-visit';

/**
 * Shared by the hooks below: starts from the visit's read when it has already answered, else from
 * what the snapshot answers, then follows the visit's one fresh read of the list.
 */
function useWebHorsesAnswer<T>(
  fromSnapshot: (known: WebHorsesSnapshot) => T | undefined,
  fromList: (horses: readonly PublicHorse[]) => T,
  key: string,
): AsyncState<T> {
  const visit = useWebHorsesVisit();
  return useSnapshotThenRead<PublicHorse[], T>(
    [visit, key],
    () => {
      const fresh = visit.list.latest();
      if (fresh) return fromList(fresh);
      return visit.snapshot && fromSnapshot(visit.snapshot);
    },
    () => visit.list.read(),
    (result, before) =>
      result.success
        ? ready(fromList(result.data))
        : keepOrFail(before, { status: 'failed', error: result.error }),
  );
}

/** Every web-visible horse, ordered by name, as lists show them. */
export function useWebHorseList(): AsyncState<readonly WebHorseSummary[]> {
  return useWebHorsesAnswer(
    (known) => known.list,
    (horses) => horses.map(summarizeHorse),
    'list',
  );
}

/** One web-visible horse in full; `null` when there is no such horse on the site. */
export function useWebHorse(slug: string): AsyncState<PublicHorse | null> {
  return useWebHorsesAnswer(
    (known) => {
      const horse = known.horses?.find((candidate) => candidate.slug === slug);
      if (horse) return horse;
      const listed = known.list?.some((candidate) => candidate.slug === slug);
      return known.list && !listed ? null : undefined;
    },
    (horses) => horses.find((horse) => horse.slug === slug) ?? null,
    `horse:${slug}`,
  );
}
