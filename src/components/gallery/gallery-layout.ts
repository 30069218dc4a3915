import type { LayoutSize } from '#src/hooks/use-layout-size';

/** A gallery shows at most this many rows (docs/product.md §9). */
export const maxGalleryRows = 12;

/** Column count of a gallery: fixed, or one per layout size. */
export type GalleryColumns = number | Readonly<Record<LayoutSize, number>>;

/** The column count for the current layout size; a positive whole number. */
export function resolveColumns(columns: GalleryColumns, size: LayoutSize): number {
  const count = typeof columns === 'number' ? columns : columns[size];
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`A gallery needs a positive whole number of columns, not ${count}`);
  }
  return count;
}

/**
 * Rows of a gallery: `rows` when given, otherwise as many as the items fill
 * (ceil(itemCount / columns)); never more than {@link maxGalleryRows}.
 */
export function galleryRows(itemCount: number, columns: number, rows?: number): number {
  const wanted = rows ?? Math.ceil(Math.max(0, itemCount) / columns);
  return Math.min(Math.max(0, Math.floor(wanted)), maxGalleryRows);
}

/** The slots a gallery shows: the first rows x columns items. */
export function visibleSlots<T>(items: readonly T[], columns: number, rows?: number): T[] {
  return items.slice(0, galleryRows(items.length, columns, rows) * columns);
}

/**
 * The width of a card in twelfths of the grid (docs/product.md: "each card takes 12 divided by the column
 * count"), e.g. 3 for 4 columns and 1.5 for 8. Kept for that rule's arithmetic: the layout itself is a
 * CSS grid of N equal columns, which gives each card exactly this share for every N, including those
 * (8) that Bootstrap's whole-number spans cannot express.
 */
export function cardSpan(columns: number): number {
  return 12 / columns;
}
