import type { LayoutSize } from '#src/hooks/use-layout-size';

export const maxGalleryRows = 12;

export type GalleryColumns = number | Readonly<Record<LayoutSize, number>>;

export function resolveColumns(columns: GalleryColumns, size: LayoutSize): number {
  const count = typeof columns === 'number' ? columns : columns[size];
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`A gallery needs a positive whole number of columns, not ${count}`);
  }
  return count;
}

export function galleryRows(itemCount: number, columns: number, rows?: number): number {
  const wanted = rows ?? Math.ceil(Math.max(0, itemCount) / columns);
  return Math.min(Math.max(0, Math.floor(wanted)), maxGalleryRows);
}

export function visibleSlots<T>(items: readonly T[], columns: number, rows?: number): T[] {
  return items.slice(0, galleryRows(items.length, columns, rows) * columns);
}

/**
 * Kept for the product rule's arithmetic; the CSS grid gives each card this share for every N,
 * including 8.
 */
export function cardSpan(columns: number): number {
  return 12 / columns;
}
