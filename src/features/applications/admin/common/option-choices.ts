export interface Choice {
  readonly value: string;
  readonly label: string;
}

export const NOT_GIVEN = '— Non indicato —';

export const LEGACY_SUFFIX = ' (valore non in elenco)';

/** A select must never show a value other than the stored one, nor lose it on save. */
export function choicesOf(
  options: readonly string[],
  current: string,
  empty: Choice = { value: '', label: NOT_GIVEN },
): Choice[] {
  const choices: Choice[] = [empty, ...options.map((value) => ({ value, label: value }))];
  if (current !== '' && !options.includes(current)) {
    choices.push({ value: current, label: `${current}${LEGACY_SUFFIX}` });
  }
  return choices;
}

export function labelledChoices<V extends string>(
  values: readonly V[],
  labels: Partial<Record<V, string>> = {},
  emptyLabel = NOT_GIVEN,
): Choice[] {
  return values.map((value) => ({
    value,
    label: labels[value] ?? (value === '' ? emptyLabel : value),
  }));
}

export function oneOfOrEmpty<V extends string>(values: readonly V[], value: string): V | '' {
  return (values as readonly string[]).includes(value) ? (value as V) : '';
}
