import { useEffect, useState } from 'react';
import type { AsyncState } from '../../lib/async/use-result';
import type { PublicHorse } from './model/public-horse';
import {
  latestWebHorses,
  loadWebHorses,
  summarizeHorse,
  webHorsesSnapshot,
  type WebHorseSummary,
  type WebHorsesSnapshot,
} from './web-horses';

const loading = { status: 'loading' } as const;

/**
 * Shared by the hooks below: starts from the visit's read when it has already answered, else from
 * what the snapshot answers (so a prerendered page renders, and hydrates, with its data at once),
 * then follows the visit's one fresh read. A failed read
 * keeps the snapshot's answer rather than taking the page away.
 */
function useWebHorsesAnswer<T>(
  fromSnapshot: (known: WebHorsesSnapshot) => T | undefined,
  fromList: (horses: readonly PublicHorse[]) => T,
  key: string,
): AsyncState<T> {
  const initial = (): AsyncState<T> => {
    const fresh = latestWebHorses();
    if (fresh) return { status: 'ready', data: fromList(fresh) };
    const snapshot = webHorsesSnapshot();
    const known = snapshot && fromSnapshot(snapshot);
    return known === undefined ? loading : { status: 'ready', data: known };
  };
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>(() => ({
    key,
    value: initial(),
  }));
  const current = state.key === key ? state.value : initial();

  useEffect(() => {
    let active = true;
    void loadWebHorses().then((result) => {
      if (!active) return;
      setState((previous) => {
        if (result.success) return { key, value: { status: 'ready', data: fromList(result.data) } };
        const kept = previous.key === key && previous.value.status === 'ready';
        return kept ? previous : { key, value: { status: 'failed', error: result.error } };
      });
    });
    return () => {
      active = false;
    };
    // `fromList` is derived from `key` by the callers below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return current;
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
