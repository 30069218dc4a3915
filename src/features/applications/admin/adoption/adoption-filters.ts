import { evaluationLabels, evaluations, type Evaluation } from '#src/config/options';
import type { AdoptionFilters } from '../../api/applications-api';
import {
  filterParams,
  NAME_PARAM,
  nameFromParams,
  optionFilter,
  regionFilter,
} from '../common/list-filters';

export const evaluationFilter = optionFilter<Evaluation>(
  'valutazione',
  'Valutazione',
  evaluations,
  evaluationLabels,
);

export function adoptionFiltersFromParams(params: URLSearchParams): AdoptionFilters {
  const region = regionFilter.fromLabel(params.get(regionFilter.param));
  const evaluation = evaluationFilter.fromLabel(params.get(evaluationFilter.param));
  const name = nameFromParams(params);
  return {
    ...(region !== undefined && { region }),
    ...(evaluation !== undefined && { evaluation }),
    ...(name !== undefined && { name }),
  };
}

export function adoptionFiltersToParams(filters: AdoptionFilters): URLSearchParams {
  return filterParams([
    [regionFilter.param, regionFilter.labelOf(filters.region)],
    [evaluationFilter.param, evaluationFilter.labelOf(filters.evaluation)],
    [NAME_PARAM, filters.name ?? ''],
  ]);
}
