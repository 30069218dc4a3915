/** A horse that can be applied for: one looking for a home, shown on the website. */
export interface HorseOption {
  readonly slug: string;
  readonly name: string;
}

export interface HorseChoice {
  readonly slug: string;
  readonly label: string;
  /** False for a horse chosen earlier that is no longer looking for a home (or no longer exists). */
  readonly available: boolean;
}

export const NOT_AVAILABLE_SUFFIX = ' (non più in cerca di casa)';

/**
 * The horses offered by the detail form: those looking for a home, in the order given (by name),
 * then those already chosen that are not among them, by slug, so that saving never drops one.
 */
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

/** The chosen slugs after ticking (added at the end) or unticking one. */
export function toggleHorse(chosen: readonly string[], slug: string, checked: boolean): string[] {
  const others = chosen.filter((current) => current !== slug);
  return checked ? [...others, slug] : others;
}
