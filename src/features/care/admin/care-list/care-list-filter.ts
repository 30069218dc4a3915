import { addressFilters } from '#src/components/admin-ui/address-filters';
import type { SelectOption } from '#src/components/forms';
import {
  careStateFilters,
  DEFAULT_STATE_FILTER,
  type CareOverviewFilters,
  type CareStateFilter,
} from '../../model/care-overview';
import { recurringCareTypes } from '../../model/care-schedule';

/** A default value is not written to the URL; a missing or unknown one reads as the default. */
export const careFilters = addressFilters<CareOverviewFilters>({
  type: { param: 'tipo', values: recurringCareTypes },
  state: { param: 'stato', values: careStateFilters, fallback: DEFAULT_STATE_FILTER },
});

export const ALL_TYPES = 'Tutti i tipi';

export const typeChoices: readonly SelectOption[] = [
  { value: '', label: ALL_TYPES },
  ...recurringCareTypes.map((type) => ({ value: type, label: type })),
];

export const stateLabels: Readonly<Record<CareStateFilter, string>> = {
  'da-fare': 'Da fare: in ritardo o in scadenza',
  'in-ritardo': 'In ritardo',
  'in-scadenza': 'In scadenza',
  tutte: 'Tutte',
};

export const stateChoices: readonly SelectOption[] = careStateFilters.map((state) => ({
  value: state === DEFAULT_STATE_FILTER ? '' : state,
  label: stateLabels[state],
}));

const isStateFilter = (value: string): value is CareStateFilter =>
  (careStateFilters as readonly string[]).includes(value);

export const stateFromChoice = (value: string): CareStateFilter =>
  isStateFilter(value) ? value : DEFAULT_STATE_FILTER;

export const choiceOfState = (state: CareStateFilter): string =>
  state === DEFAULT_STATE_FILTER ? '' : state;
