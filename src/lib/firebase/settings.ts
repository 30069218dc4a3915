import { firebaseSettings } from './config';

/** A module that needs only the settings loads no Firebase SDK. */
export const settings = firebaseSettings(import.meta.env, __FIREBASE_EMULATORS__);
