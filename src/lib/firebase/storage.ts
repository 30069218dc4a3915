import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp, settings } from './app';
import { ensureAppCheck } from './app-check';

function createStorage(): FirebaseStorage {
  ensureAppCheck(); // before the service exists, so its first request carries a token
  const storage = getStorage(firebaseApp);
  if (settings.emulators) {
    connectStorageEmulator(storage, settings.emulators.host, settings.emulators.ports.storage);
  }
  return storage;
}

/** Cloud Storage for the images of horses, events and pages. */
export const storage: FirebaseStorage = createStorage();
