import { addressFilters } from '#src/components/admin-ui/address-filters';
import {
  cessionPriorities,
  cessionStatuses,
  cessionStatusLabels,
  type CessionPriority,
  type CessionStatus,
} from '#src/config/options';
import type { CessionFilters } from '../../api/applications-api';
import { nameFilter, optionFilter, regionFilter } from '../common/list-filters';

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

export const cessionFilters = addressFilters<CessionFilters>({
  region: regionFilter,
  status: cessionStatusFilter,
  priority: priorityFilter,
  name: nameFilter,
});
