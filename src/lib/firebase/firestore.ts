import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { settings } from './settings';
import { startConfiguredAppCheck } from './app-check-start';

function createFirestore(): Firestore {
  const db = getFirestore(firebaseApp);
  if (settings.emulators) {
    connectFirestoreEmulator(db, settings.emulators.host, settings.emulators.ports.firestore);
  }
  return db;
}

/** Firestore Lite (REST, no realtime listeners): what the site needs, at a fraction of the size. */
// App Check first (when configured), so that the service's first request carries a token.
await startConfiguredAppCheck();
export const db: Firestore = createFirestore();
