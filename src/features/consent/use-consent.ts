import { useSyncExternalStore } from 'react';
import { consentStore, type ConsentState } from './consent-store';

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getSnapshot,
  );
}
