export interface HorseOption {
  readonly slug: string;
  readonly name: string;
}

export const NOT_IN_REGISTRY_SUFFIX = ' (non più nel registro)';

/** The horses asked for, in the applicant's order, by name; a deleted horse keeps its slug. */
export function horsesAskedFor(
  horses: readonly HorseOption[],
  chosen: readonly string[],
): string[] {
  const names = new Map(horses.map((horse) => [horse.slug, horse.name.trim() || horse.slug]));
  return [...new Set(chosen)].map((slug) => names.get(slug) ?? `${slug}${NOT_IN_REGISTRY_SUFFIX}`);
}
