import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * What the HTML cannot know (the address's query) is read only once this is true, so hydration
 * matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
