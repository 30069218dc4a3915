import { useSyncExternalStore } from 'react';

export const layoutSizes = ['small', 'medium', 'large'] as const;
export type LayoutSize = (typeof layoutSizes)[number];

/** Smallest width of the medium layout (px). */
export const mediumLayoutMinWidth = 768;
/** Smallest width of the large layout (px); medium ends at 1399. */
export const largeLayoutMinWidth = 1400;

/** small < 768 px, medium 768-1399 px, large >= 1400 px. */
export function layoutSizeFor(width: number): LayoutSize {
  if (width >= largeLayoutMinWidth) return 'large';
  if (width >= mediumLayoutMinWidth) return 'medium';
  return 'small';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function currentLayoutSize(): LayoutSize {
  return layoutSizeFor(window.innerWidth);
}

/** The layout size of the window; re-renders only when the size class changes. */
export function useLayoutSize(): LayoutSize {
  return useSyncExternalStore(subscribe, currentLayoutSize, () => 'large');
}
