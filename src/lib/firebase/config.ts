import type { FirebaseOptions } from 'firebase/app';

export interface EmulatorTargets {
  host: string;
  projectId: string;
  storageBucket: string;
  ports: { auth: number; firestore: number; storage: number };
}

export type FirebaseEnv = Partial<Record<keyof ImportMetaEnv, string | boolean | undefined>>;

export interface FirebaseSettings {
  options: FirebaseOptions;
  emulators: EmulatorTargets | undefined;
  measurementId: string | undefined;
  appCheckSiteKey: string | undefined;
}

const required = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

function text(env: FirebaseEnv, key: keyof ImportMetaEnv): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** In emulator mode the project is a `demo-` one, which cannot reach real services. */
export function firebaseSettings(env: FirebaseEnv, emulators: EmulatorTargets): FirebaseSettings {
  if (env.VITE_USE_EMULATORS === 'true' || env.VITE_USE_EMULATORS === true) {
    return {
      options: {
        apiKey: 'demo-api-key',
        authDomain: `${emulators.projectId}.firebaseapp.com`,
        projectId: emulators.projectId,
        storageBucket: emulators.storageBucket,
        appId: 'demo-app-id',
      },
      emulators,
      measurementId: undefined,
      appCheckSiteKey: undefined,
    };
  }
  const missing = required.filter((key) => text(env, key) === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Firebase is not configured: set ${missing.join(', ')} (see .env.example), ` +
        'or VITE_USE_EMULATORS=true to use the local emulators.',
    );
  }
  const measurementId = text(env, 'VITE_FIREBASE_MEASUREMENT_ID');
  return {
    options: {
      apiKey: text(env, 'VITE_FIREBASE_API_KEY'),
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: text(env, 'VITE_FIREBASE_PROJECT_ID'),
      storageBucket: text(env, 'VITE_FIREBASE_STORAGE_BUCKET'),
      messagingSenderId: text(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
      appId: text(env, 'VITE_FIREBASE_APP_ID'),
      ...(measurementId ? { measurementId } : {}),
    },
    emulators: undefined,
    measurementId,
    appCheckSiteKey: text(env, 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY'),
  };
}
