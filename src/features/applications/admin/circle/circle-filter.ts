import { ALL } from '../common/region-filter';
import type { Choice } from '../common/option-choices';

/** The URL parameter of the horse filter: `?horse=Ada`. */
export const HORSE_PARAM = 'horse';

/** The horse of the URL; an empty one does not filter. */
export function horseFromParams(params: URLSearchParams): string | undefined {
  return params.get(HORSE_PARAM)?.trim() || undefined;
}

export function horseToParams(horse: string | undefined): URLSearchParams {
  return new URLSearchParams(horse ? { [HORSE_PARAM]: horse } : {});
}

/**
 * The choices of the filter: Tutti, then the horse names found in the applications; a name from the
 * URL that is not among them (typed, or its applications deleted) stays selectable.
 */
export function horseFilterChoices(
  names: readonly string[],
  current: string | undefined,
): Choice[] {
  const all = current && !names.includes(current) ? [...names, current] : names;
  return [{ value: '', label: ALL }, ...all.map((name) => ({ value: name, label: name }))];
}
