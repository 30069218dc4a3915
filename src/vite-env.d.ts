/// <reference types="vite/client" />

/** The `version` of package.json, injected by vite.config.ts. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Public origin of the site, without a trailing slash (e.g. https://www.example.org). */
  readonly VITE_SITE_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  /** 'true' to talk to the local Firebase emulators instead of a real project. */
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** Map ID of the staff map: its advanced markers need one (decision 34). */
  readonly VITE_GOOGLE_MAPS_MAP_ID?: string;
  /** reCAPTCHA Enterprise site key: App Check starts when it is set (decision 28). */
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
