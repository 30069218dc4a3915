import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp, settings } from './app';

function createStorage(): FirebaseStorage {
  const storage = getStorage(firebaseApp);
  if (settings.emulators) {
    connectStorageEmulator(storage, settings.emulators.host, settings.emulators.ports.storage);
  }
  return storage;
}

/** Cloud Storage for the images of horses, events and pages. */
export const storage: FirebaseStorage = createStorage();
