import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import type { PrerenderData } from '#src/app/prerender-data.ts';
import type { PrerenderRoute, PrerenderSpec } from '#src/app/prerender-spec.ts';
import type * as ServerEntryModule from '#src/entry-server.tsx';
import { languageOfPath } from '#src/config/language-pages.ts';
import { fillPattern } from '#src/config/paths.ts';
import type { SiteLanguage } from '#src/config/site.ts';
import type { HorseEvent } from '#src/features/events/model/event.ts';
import type { PublicHorse } from '#src/features/horses/model/public-horse.ts';
import { fail, type Result } from '#src/lib/data/result.ts';
import type { SanitizedHtmlPairs } from '#src/lib/html/known-html.ts';
import { createBuildTimeSanitizer } from '#src/lib/html/sanitize-at-build.ts';
import type { PublishedReads } from '#src/lib/published/published-reads.tsx';
import { repoRoot } from '../../tools/emulator-config.ts';
import { injectPage, spaShellFile } from './html.ts';
import { headFacts, robotsWithSitemap, sitemapXml, type PageHeadFacts } from './sitemap.ts';

type ServerEntry = typeof ServerEntryModule;

/** A page to build: its address, what its route declares it embeds, and its own horse or event. */
export interface PageToRender {
  readonly path: string;
  readonly prerender: PrerenderSpec;
  /** The page's own horse or event (a route declaring `one`). */
  readonly slug?: string;
}

/** What the build read: the web-visible horses and events (undefined when a read failed). */
export interface SiteData {
  horses?: readonly PublicHorse[];
  events?: readonly HorseEvent[];
  /** When the build runs: events from the start of today in Rome on are upcoming. */
  now: Date;
}

/** The pages of one route: one at its path, or one per horse or event for a route declaring `one`. */
function pagesOf(
  { path, prerender }: PrerenderRoute,
  horses: readonly PublicHorse[] | undefined,
  events: readonly HorseEvent[] | undefined,
): PageToRender[] {
  const each = [
    ...(prerender.horses === 'one' ? [horses ?? []] : []),
    ...(prerender.events === 'one' ? [events ?? []] : []),
  ];
  if (each.length > 1) throw new Error(`${path} cannot be one page per horse and per event`);
  const [items] = each;
  if (!items) {
    if (path.includes(':')) throw new Error(`${path} has a parameter but is not one page per item`);
    return [{ path, prerender }];
  }
  if (!path.includes(':slug')) throw new Error(`${path} is one page per item but has no :slug`);
  return items.map(({ slug }) => ({ path: fillPattern(path, { slug }), prerender, slug }));
}

/**
 * The public pages built to HTML: those of the routes that declare it (`handle.prerender`, in
 * src/app/routes/site/site-routes.tsx), in their order, with one page per web-visible horse or event
 * for the routes declaring `one`. Left out: the back office and anything unknown — those get the
 * app shell and render in the browser.
 */
export function pagesToRender(
  routes: readonly PrerenderRoute[],
  horses: readonly PublicHorse[] | undefined,
  events?: readonly HorseEvent[],
): PageToRender[] {
  return routes.flatMap((route) => pagesOf(route, horses, events));
}

/**
 * What a page embeds: what its loaders answered (the router's hydration data, decision 84), and
 * the staff HTML it shows as sanitised into its markup, so that the browser renders that HTML the
 * same without loading DOMPurify (decision 30).
 */
export function embeddedData(
  sanitizedHtml: SanitizedHtmlPairs,
  loaderData: Readonly<Record<string, unknown>> = {},
): PrerenderData {
  const loaded = Object.keys(loaderData).length > 0;
  return { ...(loaded && { loaderData }), ...(sanitizedHtml.length && { sanitizedHtml }) };
}

/** A page whose list the build could not read: built as the browser's first render, loading. */
function builtWithout(page: PageToRender, site: SiteData): boolean {
  const { horses, events } = page.prerender;
  return Boolean((horses && !site.horses) || (events && !site.events));
}

/** What such a page's loader reads: nothing, at once (the build already waited for it). */
const unread: PublishedReads = {
  read: async (path) => fail('unavailable', `${path}: the build went without it`),
};

/** The language of a page: English under `/en`, Italian everywhere else. */
export const languageOf: (path: string) => SiteLanguage = languageOfPath;

/** Where a page's HTML goes: `/` is index.html, `/cavalli/ada` is cavalli/ada.html. */
export function fileFor(outDir: string, path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, `${path.slice(1)}.html`);
}

export interface PrerenderOptions {
  /** The client build to complete (its index.html is the template). */
  outDir: string;
  /** The Vite mode the client was built in (`production`, `emulator`). */
  mode: string;
  /** How long to wait for each read (the horses, the events) before building pages without it. */
  dataTimeoutMs?: number;
  /** Refuse to build pages without the horses or the events (for deploys). */
  requireData?: boolean;
  /** When the build runs (tests fix it): it decides which events are upcoming. */
  now?: Date;
  /** How the published site's files are fetched (the network's `fetch` unless a test stands in). */
  fetch?: (url: string) => Promise<Response>;
  log?: (line: string) => void;
}

export interface PrerenderReport {
  pages: string[];
  horses: number | undefined;
  events: number | undefined;
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
 * horses and events as they are now; the untouched template becomes the app shell (`app.html`) that hosting
 * serves for every other path. The browser hydrates a prerendered page and then refreshes its data.
 */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderReport> {
  const { outDir, mode, dataTimeoutMs = 20_000, requireData = false, now = new Date() } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  writeFileSync(join(outDir, spaShellFile), template);

  const vite = await createServer({
    root: repoRoot,
    mode,
    configFile: join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    // Each read answers, or the build goes on without it (unless data is required).
    const read = async <T>(
      what: string,
      load: () => Promise<Result<T>>,
      without: string,
    ): Promise<T | undefined> => {
      try {
        const result = await withTimeout(load(), dataTimeoutMs, what);
        if (!result.success) throw new Error(result.error.message);
        return result.data;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (requireData) throw new Error(`Prerendering needs the ${what}: ${reason}`);
        log(`Prerendering without the ${what} (${reason}): ${without}.`);
        return undefined;
      }
    };
    // The published site, read as visitors' browsers read it (docs/product.md, "Publishing the
    // public site"): each file once.
    const reads = entry.createPublishedReads(options.fetch);
    const horses = await read(
      'horse list',
      () => entry.readPublishedHorses(reads),
      'horse pages render in the browser',
    );
    const events = await read(
      'event list',
      () => entry.readPublishedEvents(reads),
      'the event lists load in the browser, event pages render there',
    );
    const site: SiteData = { horses, events, now };

    const pages = pagesToRender(entry.prerenderRoutes, horses, events);
    // Staff HTML goes into the pages sanitised as the browser would sanitise it (decision 30).
    const sanitizer = createBuildTimeSanitizer();
    const heads: PageHeadFacts[] = [];
    try {
      for (const page of pages) {
        const without = builtWithout(page, site);
        const rendered = await entry.renderPage(
          page.path,
          sanitizer.sanitize,
          without ? unread : reads,
          {
            now,
            refuseFailed: !without,
          },
        );
        const embedded = embeddedData(rendered.sanitizedHtml, rendered.loaderData);
        const file = fileFor(outDir, page.path);
        mkdirSync(dirname(file), { recursive: true });
        const html = injectPage(template, rendered.html, embedded, languageOf(page.path));
        writeFileSync(file, html);
        heads.push(headFacts(html));
      }
    } finally {
      sanitizer.close();
    }
    // The sitemap is what the built pages say of themselves, so it cannot list a page that is not.
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(heads));
    const robots = join(outDir, 'robots.txt');
    if (existsSync(robots)) {
      writeFileSync(robots, robotsWithSitemap(readFileSync(robots, 'utf8'), entry.siteUrl));
    }
    log(
      `Prerendered ${pages.length} pages (${horses?.length ?? 'no'} horses, ` +
        `${events?.length ?? 'no'} events) into ${outDir}`,
    );
    return {
      pages: pages.map((page) => page.path),
      horses: horses?.length,
      events: events?.length,
    };
  } finally {
    await vite.close();
  }
}
