import { useMemo } from 'react';
import { useWebHorseList } from '#src/features/horses';
import { ready, type AsyncState } from '#src/lib/async/use-result';
import { horseSlugPattern } from '../../model/public-application';

// The horses a visitor may apply to adopt: the web-visible ones "In cerca di casa" (docs/product.md
// §2 and 4), chosen by slug (what the application stores).

/** A horse looking for a home: its slug (stored, and `?cavallo=`) and its name (shown). */
export interface AdoptableHorse {
  readonly slug: string;
  readonly name: string;
}

/** The horses to choose from; when they cannot be read, the form still offers "any horse". */
export type AdoptableHorses = AsyncState<readonly AdoptableHorse[]>;

/** The status of the horses one may adopt. */
export const adoptableStatus = 'In cerca di casa';

/**
 * The web-visible horses looking for a home, by name: on a prerendered form those it was built with
 * (so the choices are in its HTML), then the visit's one read of the horse list.
 */
export function useAdoptableHorses(): AdoptableHorses {
  const list = useWebHorseList().state;
  return useMemo((): AdoptableHorses => {
    if (list.status !== 'ready') return list;
    return ready(
      list.data
        .filter((horse) => horse.status === adoptableStatus && horse.name.trim() !== '')
        .map(({ slug, name }) => ({ slug, name })),
    );
  }, [list]);
}

/** A readable guess at a horse's name from its slug ("sugar-smart-spot" -> "Sugar smart spot"). */
export function nameFromSlug(slug: string): string {
  const words = slug.trim().replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The horses the form should have chosen, from those it has (`current`, maybe a draft's):
 * - once the list is known, only horses of the list stay (a draft's horse since adopted or hidden
 *   must not be sent), and the horse of `?cavallo=` (`slug`) is added when it is in the list, unless
 *   the visitor already changed the choice in this visit (`chosenHere`);
 * - while it loads, nothing changes;
 * - when it could not be read, the choice stays and the horse of the address is added if its slug
 *   has the right shape: the field shows such horses by a name guessed from the slug.
 * Returns `current` itself when nothing changes.
 */
export function horsesToChoose(
  current: readonly string[],
  horses: AdoptableHorses,
  slug: string,
  chosenHere: boolean,
): readonly string[] {
  if (horses.status === 'loading') return current;
  let next = current;
  if (horses.status === 'ready') {
    const listed = new Set(horses.data.map((horse) => horse.slug));
    if (current.some((chosen) => !listed.has(chosen))) {
      next = current.filter((chosen) => listed.has(chosen));
    }
    if (slug !== '' && !chosenHere && listed.has(slug) && !next.includes(slug)) {
      next = [...next, slug];
    }
    return next;
  }
  if (slug !== '' && !chosenHere && horseSlugPattern.test(slug) && !next.includes(slug)) {
    next = [...next, slug];
  }
  return next;
}
