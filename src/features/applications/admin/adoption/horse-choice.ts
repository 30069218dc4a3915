export interface HorseOption {
  readonly slug: string;
  readonly name: string;
}

export interface HorseChoice {
  readonly slug: string;
  readonly label: string;
  readonly available: boolean;
}

export const NOT_AVAILABLE_SUFFIX = ' (non più in cerca di casa)';

/** Horses chosen earlier stay offered after the available ones, so that saving never drops one. */
export function horseChoices(
  available: readonly HorseOption[],
  chosen: readonly string[],
): HorseChoice[] {
  const offered = new Set(available.map((horse) => horse.slug));
  return [
    ...available.map((horse) => ({
      slug: horse.slug,
      label: horse.name.trim() || horse.slug,
      available: true,
    })),
    ...[...new Set(chosen)]
      .filter((slug) => !offered.has(slug))
      .sort()
      .map((slug) => ({ slug, label: `${slug}${NOT_AVAILABLE_SUFFIX}`, available: false })),
  ];
}

export function toggleHorse(chosen: readonly string[], slug: string, checked: boolean): string[] {
  const others = chosen.filter((current) => current !== slug);
  return checked ? [...others, slug] : others;
}
