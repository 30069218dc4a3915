/** An option of a select: the value stored and the label shown. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** Text for comparing: lower case, without accents ("Valle d'Aosta" ~ "valle d'aosta", "è" ~ "e"). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it').trim();
}

/** The options whose label contains the query, ignoring case and accents; all of them for ''. */
export function filterOptions(
  options: readonly SelectOption[],
  query: string,
): readonly SelectOption[] {
  const key = searchKey(query);
  if (key === '') return options;
  return options.filter((option) => searchKey(option.label).includes(key));
}

/** The label of the option holding `value`, or '' when none does. */
export function labelOf(options: readonly SelectOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? '';
}
