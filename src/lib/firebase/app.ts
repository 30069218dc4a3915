import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { settings } from './settings';

/** The one Firebase app of the site; every service module takes it from here. */
export const firebaseApp: FirebaseApp = getApps()[0] ?? initializeApp(settings.options);
