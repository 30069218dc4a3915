import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React renders the page's HTML (at build time) or hydrates it, true afterwards and in
 * any render the browser does on its own. What the HTML cannot know (the query of the address) is
 * read only once this is true, so the hydrating render matches the HTML and React renders the
 * rest right after it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
