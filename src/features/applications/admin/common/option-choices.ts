// Choices of the selects of the application screens, from the option lists of src/config/options.ts.

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** The first choice of a select whose field may be left empty. */
export const NOT_GIVEN = '— Non indicato —';

/** Suffix of an answer that is not (or no longer) in its option list. */
export const LEGACY_SUFFIX = ' (valore non in elenco)';

/**
 * The choices of a select over an option list: "not given" (''), the list, and the current value
 * when it is not in the list (an answer of the old site, or of a list changed since): a select must
 * never show a different value from the one stored, nor lose it on save.
 */
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

/** The choices of a select over values with labels (an empty evaluation reads "Da valutare"). */
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

/** Narrows a select's value to one of `values` (anything else reads as ''). */
export function oneOfOrEmpty<V extends string>(values: readonly V[], value: string): V | '' {
  return (values as readonly string[]).includes(value) ? (value as V) : '';
}
