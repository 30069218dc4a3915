import { useSyncExternalStore } from 'react';

export const layoutSizes = ['small', 'medium', 'large'] as const;
export type LayoutSize = (typeof layoutSizes)[number];

export const mediumLayoutMinWidth = 768;
export const largeLayoutMinWidth = 1400;

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

export function useLayoutSize(): LayoutSize {
  return useSyncExternalStore(subscribe, currentLayoutSize, () => 'large');
}
