import type { SelectOption } from '#src/components/forms';
import {
  careStateFilters,
  DEFAULT_STATE_FILTER,
  type CareOverviewFilters,
  type CareStateFilter,
} from '../../model/care-overview';
import { isRecurringCareType, recurringCareTypes } from '../../model/care-schedule';

// A default value is not written to the URL; a missing or unknown one reads as the default.

export const TYPE_PARAM = 'tipo';
export const STATE_PARAM = 'stato';

const isStateFilter = (value: string | null): value is CareStateFilter =>
  (careStateFilters as readonly (string | null)[]).includes(value);

export function careFiltersFromParams(params: URLSearchParams): CareOverviewFilters {
  const type = params.get(TYPE_PARAM) ?? '';
  const state = params.get(STATE_PARAM);
  return {
    ...(isRecurringCareType(type) && { type }),
    state: isStateFilter(state) ? state : DEFAULT_STATE_FILTER,
  };
}

export function careFiltersToParams({ type, state }: CareOverviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (type) params.set(TYPE_PARAM, type);
  if (state !== DEFAULT_STATE_FILTER) params.set(STATE_PARAM, state);
  return params;
}

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

export const stateFromChoice = (value: string): CareStateFilter =>
  isStateFilter(value) ? value : DEFAULT_STATE_FILTER;

export const choiceOfState = (state: CareStateFilter): string =>
  state === DEFAULT_STATE_FILTER ? '' : state;
