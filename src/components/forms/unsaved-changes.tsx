import { lazy, Suspense, useEffect, useId, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';

const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

export interface UnsavedChangesGuardProps {
  readonly when: boolean;
}

// react-router asks only the last registered blocker (and warns when there are more), so the guards
// share one hosted by the first.

interface GuardsState {
  readonly host: string | undefined;
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

function SharedBlocker({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.reset();
  }, [blocker, dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}

/** Needs a data router; `beforeunload` covers a reload, a closed tab or an address typed in. */
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
