import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '#src/config/paths.ts';
import { readEmulatorConfig } from '../../tools/emulator-config.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { previewUrl } from './support/urls.ts';

// A public form's write path (decision 44): before the visitor touches the form, the page fetches
// no Firebase code and sends nothing to Firestore; their first interaction fetches the api module
// with Firestore Lite (and, in a build with a reCAPTCHA site key, App Check). The build here is in
// emulator mode, where App Check is off: reCAPTCHA itself is the bench's to watch
// (production-shaped build with a site key) and the unit tests' (src/lib/firebase/app-check-*).
//
// Which chunk holds what is read from the build's source maps, not guessed from file names. One
// browser page opens the four forms in turn, each a new document that fetches its scripts anew.

const siteOrigin = new URL(previewUrl).origin;
const firestorePort = readEmulatorConfig().ports.firestore;
/** The write paths' own modules: only a form's first interaction may fetch its own. */
const applicationsWritePath = 'src/features/applications/api/public-applications-api.ts';
const volunteerWritePath = 'src/features/volunteers/api/volunteer-application-public-api.ts';

/** Every script of the site the page fetched, in order. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === siteOrigin && url.pathname.endsWith('.js')) scripts.push(request.url());
  });
  return scripts;
}

/** Every request the page sent to Firestore (the emulator here, Google's servers in production). */
function firestoreRequestsOf(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(firestorePort) || url.hostname === 'firestore.googleapis.com') {
      requests.push(`${request.method()} ${url.pathname}`);
    }
  });
  return requests;
}

/** Waits until the page has sent no request for `ms` (decision 31's idle: 2.5 s). */
async function idle(page: Page, ms = 2500) {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  try {
    while (Date.now() - last < ms) await page.waitForTimeout(250);
  } finally {
    page.off('request', seen);
  }
}

const sourcesCache = new Map<string, readonly string[]>();

/**
 * The sources a built chunk was made from (its source map's `sources`). The bundler writes no map
 * for its few chunks without code of their own (its runtime, the preload helper, a chunk that only
 * re-exports another): those must stay that small.
 */
async function sourcesOf(request: APIRequestContext, script: string): Promise<readonly string[]> {
  const cached = sourcesCache.get(script);
  if (cached) return cached;
  // Asking for JSON: `vite preview` answers a missing file with the app's HTML otherwise.
  const map = await request.get(`${script}.map`, { headers: { accept: 'application/json' } });
  let sources: readonly string[] = [];
  if (map.ok()) {
    ({ sources } = (await map.json()) as { sources: string[] });
  } else {
    const code = await (await request.get(script)).text();
    expect(code.length, `${script} has no source map, so it must hold almost nothing`).toBeLessThan(
      2000,
    );
  }
  sourcesCache.set(script, sources);
  return sources;
}

/** What the scripts hold: Firebase SDK code (which packages), and whether the write path. */
async function contentsOf(
  request: APIRequestContext,
  scripts: readonly string[],
  writePathModule: string,
) {
  const firebase = new Set<string>();
  let writePath = false;
  for (const script of new Set(scripts)) {
    for (const source of await sourcesOf(request, script)) {
      const sdk = /node_modules\/(@firebase\/[^/]+|firebase)\//.exec(source)?.[1];
      if (sdk) firebase.add(sdk);
      if (source.endsWith(writePathModule)) writePath = true;
    }
  }
  return { firebase: [...firebase].sort(), writePath };
}

const forms = [
  ['the circle form', paths.circleApplication('it'), /^Nome del donatore/, applicationsWritePath],
  ['the adoption form', paths.adoptionApplication('it'), /^Nome(?:\s*\*)?$/, applicationsWritePath],
  ['the cession form', paths.cessionApplication('it'), /^Nome(?:\s*\*)?$/, applicationsWritePath],
  ['the volunteer form', paths.volunteering('en'), /^Given name/, volunteerWritePath],
] as const;

test('each form fetches Firestore only once the visitor starts filling it in', async ({ page }) => {
  allowVisits(forms.length * 2);
  const scripts = scriptsOf(page);
  const firestore = firestoreRequestsOf(page);
  for (const [name, path, firstField, writePathModule] of forms) {
    await test.step(`${name} fetches Firestore only once the visitor starts filling it in`, async () => {
      // Each form's page is a new document: what it fetches is counted from its opening.
      const opened = scripts.length;
      const sent = firestore.length;
      await page.goto(path);
      // Hydrated, then idle: the draft looked for, the horses read, the random strip shown.
      await idle(page);

      const before = await contentsOf(page.request, scripts.slice(opened), writePathModule);
      expect(before.writePath, 'the write path before any interaction').toBe(false);
      expect(before.firebase, 'Firebase code before any interaction').toEqual([]);
      expect(firestore.slice(sent), 'Firestore requests before any interaction').toEqual([]);

      const fetchedBefore = scripts.length;
      await page.getByLabel(firstField).first().click();
      await idle(page, 1500);

      const after = await contentsOf(page.request, scripts.slice(fetchedBefore), writePathModule);
      expect(after.writePath, 'the write path after the first interaction').toBe(true);
      expect(after.firebase, 'Firebase services after the first interaction').toContain(
        '@firebase/firestore',
      );
      // Loaded, not used: nothing is written before the visitor sends.
      expect(firestore.slice(sent), 'Firestore requests before the send').toEqual([]);
    });
  }
});
