import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import type { PrerenderData } from '../../src/app/prerender-data.ts';
import type * as ServerEntryModule from '../../src/entry-server.tsx';
import { paths } from '../../src/config/paths.ts';
import type { SiteLanguage } from '../../src/config/site.ts';
import type { PublicHorse } from '../../src/features/horses/model/public-horse.ts';
import { summarizeHorse } from '../../src/features/horses/web-horses.ts';
import type { SanitizedHtmlPairs } from '../../src/lib/html/known-html.ts';
import { createBuildTimeSanitizer } from '../../src/lib/html/sanitize-at-build.ts';
import { repoRoot } from '../../tools/emulator-config.ts';
import { injectPage, spaShellFile } from './html.ts';

type ServerEntry = typeof ServerEntryModule;

/** Which horses a page is rendered with: none, the whole list, or one horse. */
type HorseData = 'none' | 'list' | { slug: string };

interface PageToRender {
  path: string;
  horses: HorseData;
}

/**
 * The public pages built to HTML. Left out: the circle form (it reads `?cavallo=` to preselect a
 * horse, which a static page cannot know), the event detail pages (looked up by slug at visit
 * time), the back office and anything unknown — those get the app shell and render in the browser.
 */
export function pagesToRender(horses: readonly PublicHorse[] | undefined): PageToRender[] {
  const pages: PageToRender[] = [
    { path: paths.home(), horses: 'none' },
    { path: paths.association(), horses: 'none' },
    { path: paths.support(), horses: 'list' },
    { path: paths.circles(), horses: 'list' },
    { path: paths.fivePerThousand(), horses: 'none' },
    { path: paths.horses(), horses: 'list' },
    { path: paths.contacts(), horses: 'none' },
    { path: paths.privacy(), horses: 'none' },
    { path: paths.events('it'), horses: 'none' },
    { path: paths.events('en'), horses: 'none' },
  ];
  for (const horse of horses ?? []) {
    pages.push({ path: paths.horse(horse.slug), horses: { slug: horse.slug } });
  }
  return pages;
}

/**
 * The data a page is rendered with and embeds: only what it shows (the list as lists show it, or
 * one horse in full), so that the HTML stays small.
 */
export function dataFor(
  page: PageToRender,
  horses: readonly PublicHorse[] | undefined,
): PrerenderData {
  if (!horses || page.horses === 'none') return {};
  if (page.horses === 'list') return { horses: { list: horses.map(summarizeHorse) } };
  const { slug } = page.horses;
  return { horses: { horses: horses.filter((horse) => horse.slug === slug) } };
}

/**
 * What a page embeds: its data, and the staff HTML it shows as sanitised into its markup, so that
 * the browser renders that HTML the same without loading DOMPurify (decision 30).
 */
export function embeddedData(
  data: PrerenderData,
  sanitizedHtml: SanitizedHtmlPairs,
): PrerenderData {
  return sanitizedHtml.length ? { ...data, sanitizedHtml } : data;
}

/** The language of a page: English under `/en`, Italian everywhere else. */
export function languageOf(path: string): SiteLanguage {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'it';
}

/** Where a page's HTML goes: `/` is index.html, `/cavalli/ada` is cavalli/ada.html. */
export function fileFor(outDir: string, path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, `${path.slice(1)}.html`);
}

export interface PrerenderOptions {
  /** The client build to complete (its index.html is the template). */
  outDir: string;
  /** The Vite mode the client was built in (`production`, `emulator`). */
  mode: string;
  /** How long to wait for the horse list before building pages without it. */
  dataTimeoutMs?: number;
  /** Refuse to build pages without the horse list (for deploys). */
  requireData?: boolean;
  log?: (line: string) => void;
}

export interface PrerenderReport {
  pages: string[];
  horses: number | undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms).unref(),
    ),
  ]);
}

/**
 * Prerenders the public pages of a client build into HTML files next to it, with the web-visible
 * horses as they are now; the untouched template becomes the app shell (`app.html`) that hosting
 * serves for every other path. The browser hydrates a prerendered page and then refreshes its data.
 */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderReport> {
  const { outDir, mode, dataTimeoutMs = 20_000, requireData = false } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  writeFileSync(join(outDir, spaShellFile), template);

  const vite = await createServer({
    root: repoRoot,
    mode,
    configFile: join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    let horses: PublicHorse[] | undefined;
    try {
      const result = await withTimeout(entry.listPublicHorses(), dataTimeoutMs, 'Horse list');
      if (!result.success) throw new Error(result.error.message);
      horses = result.data;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (requireData) throw new Error(`Prerendering needs the horse list: ${reason}`);
      log(`Prerendering without the horse list (${reason}): horse pages render in the browser.`);
    }

    const pages = pagesToRender(horses);
    // Staff HTML goes into the pages sanitised as the browser would sanitise it (decision 30).
    const sanitizer = createBuildTimeSanitizer();
    try {
      for (const page of pages) {
        const data = dataFor(page, horses);
        const rendered = await entry.renderPage(page.path, data, sanitizer.sanitize);
        const embedded = embeddedData(data, rendered.sanitizedHtml);
        const file = fileFor(outDir, page.path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, injectPage(template, rendered.html, embedded, languageOf(page.path)));
      }
    } finally {
      sanitizer.close();
    }
    log(`Prerendered ${pages.length} pages (${horses?.length ?? 'no'} horses) into ${outDir}`);
    return { pages: pages.map((page) => page.path), horses: horses?.length };
  } finally {
    await vite.close();
  }
}
