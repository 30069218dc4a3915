import { circleStatuses, circleStatusLabels, type CircleStatus } from '#src/config/options';
import type { CircleFilters } from '../../api/applications-api';
import {
  ALL,
  filterParams,
  NAME_PARAM,
  nameFromParams,
  optionFilter,
} from '../common/list-filters';
import type { Choice } from '../common/option-choices';

export const HORSE_PARAM = 'horse';

/** Holds the status's label: the empty status ("Da contattare") is a real filter value. */
export const STATUS_PARAM = 'status';

export const circleStatusFilter = optionFilter<CircleStatus>(
  STATUS_PARAM,
  'Stato',
  circleStatuses,
  circleStatusLabels,
);

export function horseFromParams(params: URLSearchParams): string | undefined {
  return params.get(HORSE_PARAM)?.trim() || undefined;
}

export const statusFromLabel = circleStatusFilter.fromLabel;

export function statusFromParams(params: URLSearchParams): CircleStatus | undefined {
  return statusFromLabel(params.get(STATUS_PARAM));
}

export function circleFiltersFromParams(params: URLSearchParams): CircleFilters {
  const horse = horseFromParams(params);
  const status = statusFromParams(params);
  const name = nameFromParams(params);
  return {
    ...(horse !== undefined && { horse }),
    ...(status !== undefined && { status }),
    ...(name !== undefined && { name }),
  };
}

export function circleFiltersToParams({ horse, status, name }: CircleFilters): URLSearchParams {
  return filterParams([
    [HORSE_PARAM, horse ?? ''],
    [STATUS_PARAM, circleStatusFilter.labelOf(status)],
    [NAME_PARAM, name ?? ''],
  ]);
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
export const statusFilterChoices: readonly Choice[] = circleStatusFilter.choices;
