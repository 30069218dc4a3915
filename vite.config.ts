/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  devServerPort,
  perOffset,
  previewServerPort,
  readEmulatorConfig,
} from './tools/emulator-config.ts';

const emulators = readEmulatorConfig();

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Preloads the brand fonts from index.html, so that they arrive with the CSS instead of after it
 * (they use `font-display: optional`: a late font is skipped, never swapped in with a jump).
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
        /(lato-latin-(400|700)|skranji-latin-400)-normal-[\w-]+\.woff2$/.test(file),
      );
      return fonts.map((file) => ({
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: `/${file}`,
          crossorigin: '',
        },
        injectTo: 'head',
      }));
    },
  };
}

/**
 * `vite preview` of a prerendered build (scripts/prerender) serves like Firebase Hosting: a path's
 * own page (`/cavalli` -> cavalli.html) when it has one, else the app shell (app.html) rather than
 * the home page's index.html.
 */
function serveAppShell(): Plugin {
  return {
    name: 'serve-app-shell',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        let pathname: string;
        try {
          pathname = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
        } catch {
          next(); // A malformed address: Vite answers it as it would without prerendering.
          return;
        }
        const wantsPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          extname(pathname) === '' &&
          (request.headers.accept ?? '').includes('text/html');
        if (
          wantsPage &&
          pathname !== '/' &&
          existsSync(join(outDir, 'app.html')) &&
          !existsSync(join(outDir, `${pathname.replace(/\/$/, '')}.html`))
        ) {
          request.url = '/app.html';
        }
        next();
      });
    },
  };
}

/**
 * React Router 7's package exports only its development build (remix-run/react-router#12532, #14102):
 * the browser bundle takes the production build it ships next to it, without the development
 * warnings. The dev server, the prerenderer (Vite SSR) and the tests keep the development build.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve:
    command === 'build' && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  plugins: [react(), preloadFonts(), serveAppShell()],
  // Dev servers on two port offsets, started together, would rewrite each other's optimised
  // dependencies: each offset keeps its own (node_modules/.vite, node_modules/.vite-30).
  cacheDir: `node_modules/${perOffset('.vite')}`,
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
        // Stylesheets import the shared ones from src (`@import 'styles/config'`), not up a long path.
        loadPaths: [fileURLToPath(new URL('./src', import.meta.url))],
        silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
      },
    },
  },
  server: { host: '127.0.0.1', port: devServerPort(), strictPort: true },
  preview: { host: '127.0.0.1', port: previewServerPort(), strictPort: true },
  build: {
    sourcemap: true,
    rolldownOptions:
      command === 'build' && !isSsrBuild
        ? {
            // Every public page loaded 40-50 chunks, most under 1 kB, each paying its own imports
            // and compression: folding the small shared ones into their users takes about 8 kB
            // off each page's download (decision 60).
            preserveEntrySignatures: false,
            output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
          }
        : {},
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/unit-fresh.ts', 'tests/setup/unit.ts'],
          // A worker thread per file costs about a tenth less CPU than a process (docs/testing.md).
          pool: 'threads',
          // One page and one load of the libraries per worker, not per file: each file still
          // starts from a fresh page and fresh app modules (tests/setup/unit-fresh.ts).
          isolate: false,
          // Form tests type into many fields, beside the browser lanes of npm test on two cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Logic without a page: no jsdom to build for each file (docs/testing.md).
          name: 'unit-node',
          environment: 'node',
          globals: true,
          include: ['src/**/*.test.ts'],
          setupFiles: ['tests/setup/unit-fresh.ts', 'tests/setup/unit-common.ts'],
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
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
}));
