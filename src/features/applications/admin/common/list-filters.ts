import { regions } from '#src/config/options';
import type { Choice } from './option-choices';

export const ALL = 'Tutti';

/** The applicant's name searched, kept in the address like the other filters. */
export const NAME_PARAM = 'nome';

/**
 * A list filter on one field. The address and the select hold the value's label, since the empty
 * value ("Da valutare") is a real filter and the select's '' is "Tutti".
 */
export interface OptionFilter<V extends string> {
  readonly param: string;
  readonly label: string;
  readonly choices: readonly Choice[];
  readonly fromLabel: (label: string | null) => V | undefined;
  readonly labelOf: (value: V | undefined) => string;
}

export function optionFilter<V extends string>(
  param: string,
  label: string,
  values: readonly V[],
  labels: Partial<Record<V, string>> = {},
): OptionFilter<V> {
  const labelOf = (value: V) => labels[value] ?? value;
  return {
    param,
    label,
    choices: [
      { value: '', label: ALL },
      ...values.map((value) => ({ value: labelOf(value), label: labelOf(value) })),
    ],
    fromLabel: (text) => values.find((value) => labelOf(value) === text),
    labelOf: (value) => (value === undefined ? '' : labelOf(value)),
  };
}

export const nameFromParams = (params: URLSearchParams): string | undefined =>
  params.get(NAME_PARAM)?.trim() || undefined;

/** Only the filters set, in a stable order, so the same filters are the same address. */
export function filterParams(
  entries: readonly (readonly [param: string, label: string])[],
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [param, label] of entries) if (label.trim() !== '') params.set(param, label.trim());
  return params;
}

/** The 20 regions and Estero, under their names (`?region=Lombardia`). */
export const regionFilter = optionFilter('region', 'Regione', regions);
