export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it').trim();
}

export function filterOptions(
  options: readonly SelectOption[],
  query: string,
): readonly SelectOption[] {
  const key = searchKey(query);
  if (key === '') return options;
  return options.filter((option) => searchKey(option.label).includes(key));
}

export function labelOf(options: readonly SelectOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? '';
}
