import { circleStatuses, circleStatusLabels, type CircleStatus } from '#src/config/options';
import type { CircleFilters } from '../../api/applications-api';
import { ALL } from '../common/region-filter';
import type { Choice } from '../common/option-choices';

export const HORSE_PARAM = 'horse';

/** Holds the status's label: the empty status ("Da contattare") is a real filter value. */
export const STATUS_PARAM = 'status';

export function horseFromParams(params: URLSearchParams): string | undefined {
  return params.get(HORSE_PARAM)?.trim() || undefined;
}

export function statusFromLabel(label: string | null): CircleStatus | undefined {
  return circleStatuses.find((status) => circleStatusLabels[status] === label);
}

export function statusFromParams(params: URLSearchParams): CircleStatus | undefined {
  return statusFromLabel(params.get(STATUS_PARAM));
}

export function circleFiltersFromParams(params: URLSearchParams): CircleFilters {
  const horse = horseFromParams(params);
  const status = statusFromParams(params);
  return {
    ...(horse !== undefined && { horse }),
    ...(status !== undefined && { status }),
  };
}

export function circleFiltersToParams({ horse, status }: CircleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (horse) params.set(HORSE_PARAM, horse);
  if (status !== undefined) params.set(STATUS_PARAM, circleStatusLabels[status]);
  return params;
}

/** A name from the URL not among the applications stays selectable. */
export function horseFilterChoices(
  names: readonly string[],
  current: string | undefined,
): Choice[] {
  const all = current && !names.includes(current) ? [...names, current] : names;
  return [{ value: '', label: ALL }, ...all.map((name) => ({ value: name, label: name }))];
}

/** Valued by label: the empty status is "Da contattare", so the select's '' is free for Tutti. */
export const statusFilterChoices: readonly Choice[] = [
  { value: '', label: ALL },
  ...circleStatuses.map((status) => ({
    value: circleStatusLabels[status],
    label: circleStatusLabels[status],
  })),
];
