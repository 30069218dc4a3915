import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import type { PrerenderData } from '#src/app/prerender-data.ts';
import type * as ServerEntryModule from '#src/entry-server.tsx';
import { paths } from '#src/config/paths.ts';
import type { SiteLanguage } from '#src/config/site.ts';
import { splitByRomeDay } from '#src/features/events/event-days.ts';
import type { HorseEvent } from '#src/features/events/model/event.ts';
import { eventView, summarizeEvent } from '#src/features/events/web-event-view.ts';
import type { PublicHorse } from '#src/features/horses/model/public-horse.ts';
import { summarizeHorse } from '#src/features/horses/web-horses.ts';
import type { Result } from '#src/lib/data/result.ts';
import type { SanitizedHtmlPairs } from '#src/lib/html/known-html.ts';
import { createBuildTimeSanitizer } from '#src/lib/html/sanitize-at-build.ts';
import { repoRoot } from '../../tools/emulator-config.ts';
import { injectPage, spaShellFile } from './html.ts';

type ServerEntry = typeof ServerEntryModule;

/** Which horses a page is rendered with: none, the whole list, or one horse. */
type HorseData = 'none' | 'list' | { slug: string };

/**
 * Which events a page is rendered with: none, the upcoming ones (home), both lists, or one event in
 * one language.
 */
type EventData = 'none' | 'next' | 'lists' | { slug: string; language: SiteLanguage };

interface PageToRender {
  path: string;
  horses: HorseData;
  events: EventData;
}

/** What the build read: the web-visible horses and events (undefined when a read failed). */
export interface SiteData {
  horses?: readonly PublicHorse[];
  events?: readonly HorseEvent[];
  /** When the build runs: events from the start of today in Rome on are upcoming. */
  now: Date;
}

/** Both languages of the event pages (site.ts itself reads Vite's env, which tsx has not). */
const eventLanguages: readonly SiteLanguage[] = ['it', 'en'];

const toRender = (path: string, horses: HorseData, events: EventData = 'none'): PageToRender => ({
  path,
  horses,
  events,
});

/**
 * The public pages built to HTML: the fixed pages, both addresses of the circle form (its
 * `?cavallo=` is applied once the page has hydrated), one page per web-visible horse and one per
 * web-visible event in each language. Left out: the back office and anything unknown — those get
 * the app shell and render in the browser.
 */
export function pagesToRender(
  horses: readonly PublicHorse[] | undefined,
  events?: readonly HorseEvent[],
): PageToRender[] {
  const pages: PageToRender[] = [
    toRender(paths.home(), 'none', 'next'),
    toRender(paths.association(), 'none'),
    toRender(paths.support(), 'list'),
    toRender(paths.circles(), 'list'),
    toRender(paths.fivePerThousand(), 'none'),
    toRender(paths.horses(), 'list'),
    toRender(paths.contacts(), 'none'),
    toRender(paths.privacy(), 'none'),
    toRender(paths.events('it'), 'none', 'lists'),
    toRender(paths.events('en'), 'none', 'lists'),
    toRender(paths.circleApplication('it'), 'list'),
    toRender(paths.circleApplication('en'), 'list'),
  ];
  for (const horse of horses ?? []) {
    pages.push(toRender(paths.horse(horse.slug), { slug: horse.slug }));
  }
  for (const event of events ?? []) {
    for (const language of eventLanguages) {
      pages.push(
        toRender(paths.event(language, event.slug), 'none', { slug: event.slug, language }),
      );
    }
  }
  return pages;
}

function horseDataFor(
  wanted: HorseData,
  horses: readonly PublicHorse[] | undefined,
): PrerenderData['horses'] {
  if (!horses || wanted === 'none') return undefined;
  if (wanted === 'list') return { list: horses.map(summarizeHorse) };
  return { horses: horses.filter((horse) => horse.slug === wanted.slug) };
}

function eventDataFor(
  wanted: EventData,
  events: readonly HorseEvent[] | undefined,
  now: Date,
): PrerenderData['events'] {
  if (!events || wanted === 'none') return undefined;
  if (wanted === 'next' || wanted === 'lists') {
    const { next, past } = splitByRomeDay(events, now);
    const upcoming = next.map(summarizeEvent);
    // The home page shows only the upcoming events.
    if (wanted === 'next') return { lists: { next: upcoming } };
    return { lists: { next: upcoming, past: past.map(summarizeEvent) } };
  }
  const event = events.find((candidate) => candidate.slug === wanted.slug);
  return event ? { event: eventView(event, wanted.language) } : undefined;
}

/**
 * The data a page is rendered with and embeds: only what it shows (a list as lists show it, one
 * horse in full, one event as its page shows it in its language), so that the HTML stays small.
 */
export function dataFor(page: PageToRender, site: SiteData): PrerenderData {
  const horses = horseDataFor(page.horses, site.horses);
  const events = eventDataFor(page.events, site.events, site.now);
  return { ...(horses && { horses }), ...(events && { events }) };
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
  /** How long to wait for each read (the horses, the events) before building pages without it. */
  dataTimeoutMs?: number;
  /** Refuse to build pages without the horses or the events (for deploys). */
  requireData?: boolean;
  /** When the build runs (tests fix it): it decides which events are upcoming. */
  now?: Date;
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
    server: { middlewareMode: true, hmr: false, watch: null },
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
    const horses = await read(
      'horse list',
      () => entry.listPublicHorses(),
      'horse pages render in the browser',
    );
    const events = await read(
      'event list',
      () => entry.listEvents(),
      'the event lists load in the browser, event pages render there',
    );
    const site: SiteData = { horses, events, now };

    const pages = pagesToRender(horses, events);
    // Staff HTML goes into the pages sanitised as the browser would sanitise it (decision 30).
    const sanitizer = createBuildTimeSanitizer();
    try {
      for (const page of pages) {
        const data = dataFor(page, site);
        const rendered = await entry.renderPage(page.path, data, sanitizer.sanitize);
        const embedded = embeddedData(data, rendered.sanitizedHtml);
        const file = fileFor(outDir, page.path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, injectPage(template, rendered.html, embedded, languageOf(page.path)));
      }
    } finally {
      sanitizer.close();
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
