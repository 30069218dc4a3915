import { firebaseSettings } from './config';

/**
 * The settings this build runs with, from the `VITE_*` variables (see .env.example). Settings only:
 * a module that needs them (an image address, whether analytics is configured) loads no Firebase SDK.
 */
export const settings = firebaseSettings(import.meta.env, __FIREBASE_EMULATORS__);
