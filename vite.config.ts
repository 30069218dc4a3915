/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readEmulatorConfig } from './tools/emulator-config.ts';

const emulators = readEmulatorConfig();

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // Where the app finds the local emulators in emulator mode (VITE_USE_EMULATORS=true).
    __FIREBASE_EMULATORS__: JSON.stringify({
      host: emulators.host,
      projectId: emulators.projectId,
      storageBucket: emulators.storageBucket,
      ports: {
        auth: emulators.ports.auth,
        firestore: emulators.ports.firestore,
        storage: emulators.ports.storage,
      },
    }),
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's own Sass still uses @import and global functions: keep the build log readable.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          environment: 'node',
          globals: true,
          include: ['tests/emulator/**/*.test.ts', 'tools/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['tests/setup/emulator-global.ts'],
          setupFiles: ['tests/setup/emulator-env.ts'],
          // One backend is shared by every file: run them one after the other.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
