import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';

const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

export interface UnsavedChangesGuardProps {
  /** The form has something not saved yet. */
  readonly when: boolean;
}

/**
 * Asks before leaving a form with unsaved changes: a dialog for a link or the browser's back button
 * inside the app (react-router's blocker), the browser's own question for a reload, a closed tab or
 * an address typed in (`beforeunload`). Needs a data router, as the app's is. The dialog is loaded
 * only when it must show.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    // Saved meanwhile (or undone): nothing to ask any more.
    if (blocker.state === 'blocked' && !when) blocker.reset();
  }, [blocker, when]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
