import { useMemo } from 'react';
import { useWebHorseList } from '#src/features/horses';
import { ready, type AsyncState } from '#src/lib/async/use-result';
import { horseSlugPattern } from '../../model/public-application';

export interface AdoptableHorse {
  readonly slug: string;
  readonly name: string;
}

export type AdoptableHorses = AsyncState<readonly AdoptableHorse[]>;

export const adoptableStatus = 'In cerca di casa';

/** A prerendered form starts with the horses it was built with, so the choices are in its HTML. */
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

export function nameFromSlug(slug: string): string {
  const words = slug.trim().replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A draft's horse since adopted or hidden must not be sent; when the list cannot be read, the
 * choice stays.
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
