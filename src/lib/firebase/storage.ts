import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import { settings } from './settings';
import { startConfiguredAppCheck } from './app-check-start';

function createStorage(): FirebaseStorage {
  const storage = getStorage(firebaseApp);
  if (settings.emulators) {
    connectStorageEmulator(storage, settings.emulators.host, settings.emulators.ports.storage);
  }
  return storage;
}

// App Check first (when configured), so that the service's first request carries a token.
await startConfiguredAppCheck();
export const storage: FirebaseStorage = createStorage();
