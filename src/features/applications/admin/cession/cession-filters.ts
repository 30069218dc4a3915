import {
  cessionPriorities,
  cessionStatuses,
  cessionStatusLabels,
  type CessionPriority,
  type CessionStatus,
} from '#src/config/options';
import type { CessionFilters } from '../../api/applications-api';
import {
  filterParams,
  NAME_PARAM,
  nameFromParams,
  optionFilter,
  regionFilter,
} from '../common/list-filters';

export const cessionStatusFilter = optionFilter<CessionStatus>(
  'status',
  'Status',
  cessionStatuses,
  cessionStatusLabels,
);
export const priorityFilter = optionFilter<CessionPriority>(
  'priorita',
  'Priorità',
  cessionPriorities,
);

export function cessionFiltersFromParams(params: URLSearchParams): CessionFilters {
  const region = regionFilter.fromLabel(params.get(regionFilter.param));
  const status = cessionStatusFilter.fromLabel(params.get(cessionStatusFilter.param));
  const priority = priorityFilter.fromLabel(params.get(priorityFilter.param));
  const name = nameFromParams(params);
  return {
    ...(region !== undefined && { region }),
    ...(status !== undefined && { status }),
    ...(priority !== undefined && { priority }),
    ...(name !== undefined && { name }),
  };
}

export function cessionFiltersToParams(filters: CessionFilters): URLSearchParams {
  return filterParams([
    [regionFilter.param, regionFilter.labelOf(filters.region)],
    [cessionStatusFilter.param, cessionStatusFilter.labelOf(filters.status)],
    [priorityFilter.param, priorityFilter.labelOf(filters.priority)],
    [NAME_PARAM, filters.name ?? ''],
  ]);
}
