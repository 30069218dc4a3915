import { settings } from './settings';

export type EventParams = Record<string, string | number | boolean>;

export interface AnalyticsBackend {
  log(name: string, params?: EventParams): void;
}

export interface Analytics {
  enable(): Promise<boolean>;
  logEvent(name: string, params?: EventParams): void;
  readonly enabled: boolean;
}

export function createAnalytics(
  measurementId: string | undefined,
  load: () => Promise<AnalyticsBackend | undefined>,
): Analytics {
  let backend: AnalyticsBackend | undefined;
  let starting: Promise<boolean> | undefined;
  return {
    enable() {
      if (!measurementId) return Promise.resolve(false);
      starting ??= load()
        .then((loaded) => {
          backend = loaded;
          return loaded !== undefined;
        })
        .catch((error: unknown) => {
          console.warn('Analytics could not start:', error);
          return false;
        });
      return starting;
    },
    logEvent(name, params) {
      backend?.log(name, params);
    },
    get enabled() {
      return backend !== undefined;
    },
  };
}

/** Loaded only once the visitor consents: no page loads them before. */
async function loadFirebaseAnalytics(): Promise<AnalyticsBackend | undefined> {
  const [{ getAnalytics, isSupported, logEvent }, { firebaseApp }] = await Promise.all([
    import('firebase/analytics'),
    import('./app'),
  ]);
  if (!(await isSupported())) return undefined;
  const instance = getAnalytics(firebaseApp);
  return { log: (name, params) => logEvent(instance, name, params) };
}

export const analytics: Analytics = createAnalytics(settings.measurementId, loadFirebaseAnalytics);
