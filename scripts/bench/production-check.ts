// A build with an App Check site key must let a visitor read every page without fetching
// reCAPTCHA or querying Firestore; a form may start reCAPTCHA once a field is touched.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import type { EmulatorConfig } from '../../tools/emulator-config.ts';
import { prerenderSite } from '../prerender/prerender.ts';
import { benchPages, isFormPage } from './pages.ts';
import { type CheckedPage } from './production-check-model.ts';
import { classifyRequest, type ClassifyOptions } from './requests.ts';
import { serveBuild } from './static-server.ts';
import { measureVisits } from './visit.ts';

/** Attests nothing: the check only needs the build to believe App Check is on. */
export const fakeSiteKey = 'bench-fake-recaptcha-enterprise-site-key';

const interactionWaitMs = 10_000;

/** Emulator mode never starts App Check, so this is a production build; Google's hosts are blocked. */
export function productionEnv(config: EmulatorConfig, siteUrl: string): Record<string, string> {
  return {
    VITE_USE_EMULATORS: 'false',
    VITE_FIREBASE_API_KEY: 'bench-fake-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${config.projectId}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: config.projectId,
    VITE_FIREBASE_STORAGE_BUCKET: config.storageBucket,
    VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    VITE_FIREBASE_MEASUREMENT_ID: '',
    VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: fakeSiteKey,
    VITE_SITE_URL: siteUrl,
    VITE_GOOGLE_MAPS_API_KEY: '',
    VITE_GOOGLE_MAPS_MAP_ID: '',
  };
}

/** Vite reads process.env first. */
async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await work();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
  }
}

export interface ProductionCheckOptions {
  config: EmulatorConfig;
  repoRoot: string;
  outDir: string;
  host: string;
  port: number;
  log?: (line: string) => void;
}

export interface ProductionCheck {
  pages: CheckedPage[];
  classify: ClassifyOptions;
}

/** Every host but the site's is blocked (recorded and aborted), so nothing waits on a network. */
export async function runProductionCheck(
  options: ProductionCheckOptions,
): Promise<ProductionCheck> {
  const { config, repoRoot, outDir, host, port, log = console.log } = options;
  const origin = `http://${host}:${port}`;
  const classify: ClassifyOptions = {
    firestoreEmulator: `${config.host}:${config.ports.firestore}`,
  };
  // No .env file may bring in other settings (a developer's .env.production.local, say).
  const envDir = mkdtempSync(join(tmpdir(), 'equinozio-bench-env-'));
  try {
    log('Building the production-shaped app (App Check site key, no emulators)…');
    await withEnv(productionEnv(config, origin), () =>
      build({ root: repoRoot, mode: 'production', envDir, logLevel: 'warn', build: { outDir } }),
    );
  } finally {
    rmSync(envDir, { recursive: true, force: true });
  }
  const prerendered = await prerenderSite({
    outDir,
    mode: 'emulator',
    requireData: true,
    log: () => undefined,
  });
  const server = await serveBuild(outDir, host, port);
  try {
    const paths = benchPages(prerendered.pages);
    const afterInteraction = new Map<string, string[]>();
    log(`Visiting ${paths.length} pages of it without touching them…`);
    const visits = await measureVisits(origin, paths, {
      prepare: async (context) => {
        await context.route('**/*', (route) => {
          const url = route.request().url();
          const ours = new URL(url).origin === origin;
          return ours && classifyRequest(url, classify) === 'other'
            ? route.continue()
            : route.abort('blockedbyclient');
        });
      },
      afterIdle: async (page, path) => {
        if (isFormPage(path)) afterInteraction.set(path, await focusFirstField(page, classify));
      },
      onVisit: (visit) => {
        const blocked = visit.fetched
          .map((request) => classifyRequest(request.url, classify))
          .filter((kind) => kind !== 'other');
        log(
          `  ${visit.path}: ${blocked.length ? blocked.join(', ') : 'no reCAPTCHA, no Firestore'}`,
        );
      },
    });
    return {
      classify,
      pages: visits.map((visit) => {
        const after = afterInteraction.get(visit.path);
        return {
          path: visit.path,
          url: new URL(visit.path, origin).href,
          before: visit.fetched.map((request) => request.url),
          ...(after ? { afterInteraction: after } : {}),
        };
      }),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** `focus` and `focusin`, as a tap or a Tab would; the honeypot, out of the tab order, is no field. */
async function focusFirstField(page: Page, classify: ClassifyOptions): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const field = page
    .locator('main form')
    .locator(
      ['input:not([type="hidden"])', 'select', 'textarea']
        .map((field) => `${field}:not([tabindex="-1"])`)
        .join(', '),
    )
    .first();
  await field.focus();
  await page
    .waitForRequest((request) => classifyRequest(request.url(), classify) === 'recaptcha', {
      timeout: interactionWaitMs,
    })
    .catch(() => undefined); // None came: the report says so.
  return requested;
}
