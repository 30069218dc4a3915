import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let hydrating = false;

/** Called by main.tsx before it hydrates a prerendered page. */
export function startHydrating(): void {
  hydrating = true;
}

const noChanges = () => () => {};

/**
 * What the HTML cannot know (the address's query) is read only once this is true, so hydration
 * matches the HTML. After hydration it turns true in a transition: a long form's re-render then
 * yields to the browser, where useSyncExternalStore's forced re-render would block it (decision 65).
 */
export function useHydrated(): boolean {
  // False on the server and while hydrating; its client value stays false until every hydrated
  // component has run its effects, so that React never sees it change and re-render at once.
  const atFirst = useSyncExternalStore(
    noChanges,
    () => !hydrating,
    () => false,
  );
  const [hydrated, setHydrated] = useState(atFirst);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => setHydrated(true));
    setTimeout(() => {
      hydrating = false;
    });
  }, [hydrated]);
  return hydrated;
}
