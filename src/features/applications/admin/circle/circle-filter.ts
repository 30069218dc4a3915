import { circleStatuses, circleStatusLabels, type CircleStatus } from '#src/config/options';
import type { CircleFilters } from '../../api/applications-api';
import { ALL } from '../common/region-filter';
import type { Choice } from '../common/option-choices';

/** The URL parameter of the horse filter: `?horse=Ada`. */
export const HORSE_PARAM = 'horse';

/**
 * The URL parameter of the status filter, holding the status's label: `?status=Attivo`,
 * `?status=Da+contattare` (the empty status, a real filter value, distinct from no filter).
 */
export const STATUS_PARAM = 'status';

/** The horse of the URL; an empty one does not filter. */
export function horseFromParams(params: URLSearchParams): string | undefined {
  return params.get(HORSE_PARAM)?.trim() || undefined;
}

/** The status whose label is `label`; anything else (Tutti, an unknown word) does not filter. */
export function statusFromLabel(label: string | null): CircleStatus | undefined {
  return circleStatuses.find((status) => circleStatusLabels[status] === label);
}

/** The status of the URL; a missing or unknown one does not filter. */
export function statusFromParams(params: URLSearchParams): CircleStatus | undefined {
  return statusFromLabel(params.get(STATUS_PARAM));
}

/** The filters of the URL. */
export function circleFiltersFromParams(params: URLSearchParams): CircleFilters {
  const horse = horseFromParams(params);
  const status = statusFromParams(params);
  return {
    ...(horse !== undefined && { horse }),
    ...(status !== undefined && { status }),
  };
}

/** The URL parameters of the filters (none for "Tutti"). */
export function circleFiltersToParams({ horse, status }: CircleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (horse) params.set(HORSE_PARAM, horse);
  if (status !== undefined) params.set(STATUS_PARAM, circleStatusLabels[status]);
  return params;
}

/**
 * The choices of the horse filter: Tutti, then the horse names found in the applications; a name
 * from the URL that is not among them (typed, or its applications deleted) stays selectable.
 */
export function horseFilterChoices(
  names: readonly string[],
  current: string | undefined,
): Choice[] {
  const all = current && !names.includes(current) ? [...names, current] : names;
  return [{ value: '', label: ALL }, ...all.map((name) => ({ value: name, label: name }))];
}

/**
 * The choices of the status filter, valued by label: the empty status is "Da contattare", so the
 * select's '' is free for Tutti.
 */
export const statusFilterChoices: readonly Choice[] = [
  { value: '', label: ALL },
  ...circleStatuses.map((status) => ({
    value: circleStatusLabels[status],
    label: circleStatusLabels[status],
  })),
];
