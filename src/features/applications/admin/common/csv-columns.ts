import type { CsvColumn, CsvValue } from '#src/lib/csv/csv';

export function csvColumns<T extends object>(
  labels: { readonly [K in keyof T]: string },
  values: { readonly [K in keyof T]?: (row: T) => CsvValue } = {},
): CsvColumn<T>[] {
  return (Object.keys(labels) as (keyof T & string)[]).map((field) => ({
    header: labels[field],
    value: values[field] ?? ((row: T) => row[field] as CsvValue),
  }));
}
