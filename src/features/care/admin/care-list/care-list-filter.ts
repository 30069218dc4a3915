import type { SelectOption } from '#src/components/forms';
import {
  careStateFilters,
  DEFAULT_STATE_FILTER,
  type CareOverviewFilters,
  type CareStateFilter,
} from '../../model/care-overview';
import { isRecurringCareType, recurringCareTypes } from '../../model/care-schedule';

// The care list's filters in the URL (docs/decisions/0040-care-records.md, "Care list"):
// `?tipo=Maniscalco&stato=tutte`. A default value is not written; a missing or unknown one reads as
// the default (every type; overdue or due soon).

/** The URL parameter of the type filter: a recurring type, `?tipo=Maniscalco`. */
export const TYPE_PARAM = 'tipo';
/** The URL parameter of the state filter: `?stato=in-ritardo`, `in-scadenza`, `tutte`. */
export const STATE_PARAM = 'stato';

const isStateFilter = (value: string | null): value is CareStateFilter =>
  (careStateFilters as readonly (string | null)[]).includes(value);

/** The filters of the URL. */
export function careFiltersFromParams(params: URLSearchParams): CareOverviewFilters {
  const type = params.get(TYPE_PARAM) ?? '';
  const state = params.get(STATE_PARAM);
  return {
    ...(isRecurringCareType(type) && { type }),
    state: isStateFilter(state) ? state : DEFAULT_STATE_FILTER,
  };
}

/** The URL parameters of the filters, without the default values. */
export function careFiltersToParams({ type, state }: CareOverviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (type) params.set(TYPE_PARAM, type);
  if (state !== DEFAULT_STATE_FILTER) params.set(STATE_PARAM, state);
  return params;
}

export const ALL_TYPES = 'Tutti i tipi';

/** The choices of "Tipo": every type (''), then the recurring types. */
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

/** The choices of "Stato", valued as in the URL; the default is '' (the select's empty choice). */
export const stateChoices: readonly SelectOption[] = careStateFilters.map((state) => ({
  value: state === DEFAULT_STATE_FILTER ? '' : state,
  label: stateLabels[state],
}));

/** The state filter chosen in "Stato" ('' is the default). */
export const stateFromChoice = (value: string): CareStateFilter =>
  isStateFilter(value) ? value : DEFAULT_STATE_FILTER;

/** The value "Stato" shows for a state filter. */
export const choiceOfState = (state: CareStateFilter): string =>
  state === DEFAULT_STATE_FILTER ? '' : state;
