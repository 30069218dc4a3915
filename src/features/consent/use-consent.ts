import { useSyncExternalStore } from 'react';
import { consentStore, type ConsentState } from './consent-store';

/** The visitor's cookie choice and whether the notice was reopened; re-renders on every change. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getSnapshot,
  );
}
