import { useMemo } from 'react';
import { useWebHorseList } from '#src/features/horses';
import { ready, type AsyncState } from '#src/lib/async/use-result';

/** A horse the visitor can choose: the slug (for `?cavallo=`) and the name (what is stored). */
export interface HorseChoice {
  readonly slug: string;
  readonly name: string;
}

/**
 * The horses to choose from. When the list could not be read (offline, ...) the form falls back to
 * typing the name.
 */
export type HorseChoices = AsyncState<readonly HorseChoice[]>;

/**
 * The web-visible horses, by name: on a prerendered form those it was built with (so the choices
 * are in its HTML), then the visit's one read of the horse list, shared with the random strip.
 */
export function useHorseChoices(): HorseChoices {
  const list = useWebHorseList().state;
  return useMemo((): HorseChoices => {
    if (list.status !== 'ready') return list;
    return ready(
      list.data
        .filter((horse) => horse.name.trim() !== '')
        .map(({ slug, name }) => ({ slug, name })),
    );
  }, [list]);
}

/** A readable guess at a horse's name from its slug ("sugar-smart-spot" -> "Sugar smart spot"). */
export function nameFromSlug(slug: string): string {
  const words = slug.trim().replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
