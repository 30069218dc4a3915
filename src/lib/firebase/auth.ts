import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { settings } from './settings';
import { startConfiguredAppCheck } from './app-check-start';

function createAuth(): Auth {
  // No popup/redirect resolver: password sign-in needs no auth iframe (and the CSP admits none).
  const auth = initializeAuth(firebaseApp, {
    persistence:
      typeof indexedDB === 'undefined'
        ? inMemoryPersistence
        : [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (settings.emulators) {
    connectAuthEmulator(
      auth,
      `http://${settings.emulators.host}:${settings.emulators.ports.auth}`,
      { disableWarnings: true },
    );
  }
  return auth;
}

/** Imported only by admin code, so that visitors never download it. */
// App Check first (when configured), so that the service's first request carries a token.
await startConfiguredAppCheck();
export const auth: Auth = createAuth();
