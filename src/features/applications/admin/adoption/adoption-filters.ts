import { addressFilters } from '#src/components/admin-ui/address-filters';
import { evaluationLabels, evaluations, type Evaluation } from '#src/config/options';
import type { AdoptionFilters } from '../../api/applications-api';
import { nameFilter, optionFilter, regionFilter } from '../common/list-filters';

export const evaluationFilter = optionFilter<Evaluation>(
  'valutazione',
  'Valutazione',
  evaluations,
  evaluationLabels,
);

export const adoptionFilters = addressFilters<AdoptionFilters>({
  region: regionFilter,
  evaluation: evaluationFilter,
  name: nameFilter,
});
