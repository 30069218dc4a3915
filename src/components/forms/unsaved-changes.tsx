import { lazy, Suspense, useEffect, useId, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';

const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

export interface UnsavedChangesGuardProps {
  /** The form has something not saved yet. */
  readonly when: boolean;
}

// A page may hold several forms, each with its guard (a horse and its news). react-router asks only
// one blocker, the last registered, before leaving (and warns when there are more), so the guards
// share one: the first guard mounted hosts it, and it blocks while any guard has unsaved changes.

interface GuardsState {
  /** The guard that hosts the blocker. */
  readonly host: string | undefined;
  /** Some guard has unsaved changes. */
  readonly dirty: boolean;
}

const guards = new Map<string, boolean>();
const listeners = new Set<() => void>();
let guardsState: GuardsState = { host: undefined, dirty: false };

function publish() {
  guardsState = {
    host: guards.keys().next().value,
    dirty: [...guards.values()].some(Boolean),
  };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentGuards = () => guardsState;

/** The blocker the guards share, with the dialog it opens (loaded only when it must show). */
function SharedBlocker({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    // Saved meanwhile (or undone): nothing to ask any more.
    if (blocker.state === 'blocked' && !dirty) blocker.reset();
  }, [blocker, dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}

/**
 * Asks before leaving a form with unsaved changes: a dialog for a link or the browser's back button
 * inside the app (react-router's blocker), the browser's own question for a reload, a closed tab or
 * an address typed in (`beforeunload`). Needs a data router, as the app's is. Several guards on one
 * page share one blocker, which asks while any of them has unsaved changes.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const id = useId();
  const shared = useSyncExternalStore(subscribe, currentGuards, currentGuards);

  useEffect(() => {
    guards.set(id, when);
    publish();
  }, [id, when]);

  useEffect(
    () => () => {
      guards.delete(id);
      publish();
    },
    [id],
  );

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

  return shared.host === id ? <SharedBlocker dirty={shared.dirty} /> : null;
}
