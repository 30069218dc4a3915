import { firebaseSettings, type EmulatorTargets } from './config';

const emulators: EmulatorTargets = {
  host: '127.0.0.1',
  projectId: 'demo-test',
  storageBucket: 'demo-test.appspot.com',
  ports: { auth: 9099, firestore: 8080, storage: 9199 },
};

const realProject = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'assoc.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'assoc',
  VITE_FIREBASE_STORAGE_BUCKET: 'assoc.appspot.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('firebaseSettings', () => {
  it('uses the demo project and the emulators in emulator mode', () => {
    const result = firebaseSettings(
      { ...realProject, VITE_USE_EMULATORS: 'true', VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-key' },
      emulators,
    );
    expect(result.emulators).toBe(emulators);
    expect(result.options.projectId).toBe('demo-test');
    expect(result.measurementId).toBeUndefined();
    expect(result.appCheckSiteKey).toBeUndefined();
  });

  it('uses the real project when emulators are off', () => {
    const result = firebaseSettings(
      { ...realProject, VITE_USE_EMULATORS: 'false', VITE_FIREBASE_MEASUREMENT_ID: 'G-1' },
      emulators,
    );
    expect(result.emulators).toBeUndefined();
    expect(result.options).toMatchObject({ projectId: 'assoc', measurementId: 'G-1' });
    expect(result.measurementId).toBe('G-1');
    expect(result.appCheckSiteKey).toBeUndefined();
  });

  it('takes the App Check site key of the real project, ignoring a blank one', () => {
    const withKey = firebaseSettings(
      { ...realProject, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: ' 6Lc-key ' },
      emulators,
    );
    expect(withKey.appCheckSiteKey).toBe('6Lc-key');
    const blank = firebaseSettings(
      { ...realProject, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '  ' },
      emulators,
    );
    expect(blank.appCheckSiteKey).toBeUndefined();
  });

  it('names every missing variable instead of starting half-configured', () => {
    expect(() => firebaseSettings({ VITE_FIREBASE_API_KEY: 'key' }, emulators)).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_APP_ID/,
    );
  });

  it('treats a blank measurement id as none', () => {
    const result = firebaseSettings(
      { ...realProject, VITE_FIREBASE_MEASUREMENT_ID: ' ' },
      emulators,
    );
    expect(result.measurementId).toBeUndefined();
  });
});
