import { useMemo } from 'react';
import { hasCircle, useWebHorseList } from '#src/features/horses';
import { ready, type AsyncState } from '#src/lib/async/use-result';

export interface HorseChoice {
  readonly slug: string;
  readonly name: string;
}

export type HorseChoices = AsyncState<readonly HorseChoice[]>;

/**
 * Only horses with a circle can be chosen. A prerendered form starts with the horses it was built with, so the choices are in its HTML. */
export function useHorseChoices(): HorseChoices {
  const list = useWebHorseList().state;
  return useMemo((): HorseChoices => {
    if (list.status !== 'ready') return list;
    return ready(
      list.data
        .filter((horse) => hasCircle(horse.status) && horse.name.trim() !== '')
        .map(({ slug, name }) => ({ slug, name })),
    );
  }, [list]);
}

export function nameFromSlug(slug: string): string {
  const words = slug.trim().replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
