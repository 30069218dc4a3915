import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Auth,
} from 'firebase/auth';
import { firebaseApp, settings } from './app';
import { ensureAppCheck } from './app-check';

function createAuth(): Auth {
  ensureAppCheck(); // before the service exists, so its first request carries a token
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

/** Firebase Auth, imported only by admin code so that visitors never download it. */
export const auth: Auth = createAuth();
