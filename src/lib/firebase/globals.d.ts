import type { EmulatorTargets } from './config';

declare global {
  // Injected by vite.config.ts from firebase.json and .firebaserc.
  const __FIREBASE_EMULATORS__: EmulatorTargets;
}
