import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp, settings } from './app';
import { ensureAppCheck } from './app-check';

function createFirestore(): Firestore {
  ensureAppCheck(); // before the service exists, so its first request carries a token
  const db = getFirestore(firebaseApp);
  if (settings.emulators) {
    connectFirestoreEmulator(db, settings.emulators.host, settings.emulators.ports.firestore);
  }
  return db;
}

/** Firestore Lite (REST, no realtime listeners): what the site needs, at a fraction of the size. */
export const db: Firestore = createFirestore();
