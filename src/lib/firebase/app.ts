import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseSettings } from './config';

/** The settings this build runs with, from the `VITE_*` variables (see .env.example). */
export const settings = firebaseSettings(import.meta.env, __FIREBASE_EMULATORS__);

/** The one Firebase app of the site; every service module takes it from here. */
export const firebaseApp: FirebaseApp = getApps()[0] ?? initializeApp(settings.options);
