import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp, settings } from './app';

function createFirestore(): Firestore {
  const db = getFirestore(firebaseApp);
  if (settings.emulators) {
    connectFirestoreEmulator(db, settings.emulators.host, settings.emulators.ports.firestore);
  }
  return db;
}

/** Firestore Lite (REST, no realtime listeners): what the site needs, at a fraction of the size. */
export const db: Firestore = createFirestore();
