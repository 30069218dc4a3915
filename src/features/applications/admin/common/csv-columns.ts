import type { CsvColumn, CsvValue } from '#src/lib/csv/csv';

/**
 * One CSV column per field, in the order of `labels` (which names every field of the entity), headed
 * by its Italian label; `values` replaces the plain value where a label reads better (an empty
 * evaluation is "Da valutare"). The CSV writer formats dates, flags and lists.
 */
export function csvColumns<T extends object>(
  labels: { readonly [K in keyof T]: string },
  values: { readonly [K in keyof T]?: (row: T) => CsvValue } = {},
): CsvColumn<T>[] {
  return (Object.keys(labels) as (keyof T & string)[]).map((field) => ({
    header: labels[field],
    value: values[field] ?? ((row: T) => row[field] as CsvValue),
  }));
}
