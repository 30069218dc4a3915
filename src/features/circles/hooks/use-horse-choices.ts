import { useEffect, useState } from 'react';
import { loadWebHorses } from '../../horses/web-horses';

/** A horse the visitor can choose: the slug (for `?cavallo=`) and the name (what is stored). */
export interface HorseChoice {
  readonly slug: string;
  readonly name: string;
}

export type HorseChoices =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly horses: readonly HorseChoice[] }
  /** The list could not be read (offline, ...): the form falls back to typing the name. */
  | { readonly status: 'failed' };

const loading: HorseChoices = { status: 'loading' };

/**
 * The web-visible horses, by name (`listPublicHorses`, through the read the random strip shares, so
 * the page asks Firestore once).
 */
export function useHorseChoices(): HorseChoices {
  const [choices, setChoices] = useState<HorseChoices>(loading);

  useEffect(() => {
    let active = true;
    void loadWebHorses().then((result) => {
      if (!active) return;
      setChoices(
        result.success
          ? {
              status: 'loaded',
              horses: result.data
                .filter((horse) => horse.name.trim() !== '')
                .map(({ slug, name }) => ({ slug, name })),
            }
          : { status: 'failed' },
      );
    });
    return () => {
      active = false;
    };
  }, []);

  return choices;
}

/** A readable guess at a horse's name from its slug ("sugar-smart-spot" -> "Sugar smart spot"). */
export function nameFromSlug(slug: string): string {
  const words = slug.trim().replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
