import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { settings } from './settings';

export const firebaseApp: FirebaseApp = getApps()[0] ?? initializeApp(settings.options);
