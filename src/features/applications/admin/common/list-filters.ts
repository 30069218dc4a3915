import { textParam, type ChoiceParam } from '#src/components/admin-ui/address-filters';
import { regions } from '#src/config/options';
import type { Choice } from './option-choices';

export const ALL = 'Tutti';

/** The applicant's name searched, kept in the address like the other filters. */
export const nameFilter = textParam('nome');

/**
 * A list filter on one field. The address and the select hold the value's label, since the empty
 * value ("Da valutare") is a real filter and the select's '' is "Tutti".
 */
export interface OptionFilter<V extends string> extends ChoiceParam<V> {
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
  const textOf = (value: V) => labels[value] ?? value;
  return {
    param,
    values,
    textOf,
    label,
    choices: [
      { value: '', label: ALL },
      ...values.map((value) => ({ value: textOf(value), label: textOf(value) })),
    ],
    fromLabel: (text) => values.find((value) => textOf(value) === text),
    labelOf: (value) => (value === undefined ? '' : textOf(value)),
  };
}

/** The 20 regions and Estero, under their names (`?region=Lombardia`). */
export const regionFilter = optionFilter('region', 'Regione', regions);
