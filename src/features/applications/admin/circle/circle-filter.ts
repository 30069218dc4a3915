import { addressFilters, textParam } from '#src/components/admin-ui/address-filters';
import { circleStatuses, circleStatusLabels, type CircleStatus } from '#src/config/options';
import type { CircleFilters } from '../../api/applications-api';
import { ALL, nameFilter, optionFilter } from '../common/list-filters';
import type { Choice } from '../common/option-choices';

/** Holds the status's label: the empty status ("Da contattare") is a real filter value. */
export const circleStatusFilter = optionFilter<CircleStatus>(
  'status',
  'Stato',
  circleStatuses,
  circleStatusLabels,
);

export const circleFilters = addressFilters<CircleFilters>({
  horse: textParam('horse'),
  status: circleStatusFilter,
  name: nameFilter,
});

/** A name from the URL not among the applications stays selectable. */
export function horseFilterChoices(
  names: readonly string[],
  current: string | undefined,
): Choice[] {
  const all = current && !names.includes(current) ? [...names, current] : names;
  return [{ value: '', label: ALL }, ...all.map((name) => ({ value: name, label: name }))];
}
