// The pure part of measuring a visit (scripts/bench/visit.ts drives the browser): when a page counts
// as idle, what kind of download each request is, and the sums per kind and for the first paint.

/**
 * How long the network must stay quiet, after the load event and after the app marks itself ready
 * (<html data-app="ready">), for the visit to be over. It is longer than the deadline of the
 * idle-time loads (whenIdle's 2 s, src/lib/async/when-idle.ts) plus a margin for the task to send
 * its request: a load scheduled at the start of the quiet spell has started before the spell ends.
 */
export const quietWindowMs = 2500;

/** What a visit downloads, by what it is for. */
export const downloadKinds = ['html', 'js', 'css', 'fonts', 'images', 'data', 'other'] as const;
export type DownloadKind = (typeof downloadKinds)[number];

export const kindLabels: Record<DownloadKind, string> = {
  html: 'HTML',
  js: 'JavaScript',
  css: 'CSS',
  fonts: 'fonts',
  images: 'images',
  data: 'data',
  other: 'other',
};

/** One request of a visit, as the browser saw it. */
export interface Fetched {
  url: string;
  kind: DownloadKind;
  /** The response body as transferred (gzip where the server compressed it); 0 when it failed. */
  bytes: number;
  /** Why the request failed, when it did. */
  failure?: string;
}

/** When a request started and, once it has, finished or failed (milliseconds, any one clock). */
export interface RequestSpan {
  startedAt: number;
  endedAt?: number;
}

export interface Timeline {
  /** The page's load event. */
  loadedAt?: number;
  /** The app's hydration (or first render): <html data-app="ready">. */
  readyAt?: number;
  requests: readonly RequestSpan[];
}

/**
 * Since when the page has been quiet: the latest of the load event, the app's readiness and the end
 * of the last request. Undefined while the page has not loaded, the app is not ready or a request
 * is still in flight.
 */
export function quietSince(timeline: Timeline): number | undefined {
  const { loadedAt, readyAt, requests } = timeline;
  if (loadedAt === undefined || readyAt === undefined) return undefined;
  let since = Math.max(loadedAt, readyAt);
  for (const request of requests) {
    if (request.endedAt === undefined) return undefined;
    since = Math.max(since, request.startedAt, request.endedAt);
  }
  return since;
}

/** Whether the visit is over at `now`: quiet for at least `windowMs` (see quietWindowMs). */
export function isIdle(timeline: Timeline, now: number, windowMs = quietWindowMs): boolean {
  const since = quietSince(timeline);
  return since !== undefined && now - since >= windowMs;
}

/**
 * The kind of a request, from the browser's resource type (what the page asked it for), or from
 * the response's content type when the browser only knows it as "other".
 */
export function kindOf(resourceType: string, contentType = ''): DownloadKind {
  switch (resourceType) {
    case 'document':
      return 'html';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'font':
      return 'fonts';
    case 'image':
    case 'media':
      return 'images';
    // The public site's only requests of its own are the data layer's: Firestore and Storage.
    case 'fetch':
    case 'xhr':
    case 'eventsource':
    case 'websocket':
      return 'data';
  }
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html') return 'html';
  if (/javascript|ecmascript/.test(type)) return 'js';
  if (type === 'text/css') return 'css';
  if (type.startsWith('font/')) return 'fonts';
  if (type.startsWith('image/')) return 'images';
  return 'other';
}

export type KindTotals = Record<DownloadKind, number>;

/** Bytes per kind, every kind present (0 when the visit fetched none). */
export function totalsByKind(fetched: readonly Fetched[]): KindTotals {
  const totals = Object.fromEntries(downloadKinds.map((kind) => [kind, 0])) as KindTotals;
  for (const request of fetched) totals[request.kind] += request.bytes;
  return totals;
}

/** The sum of every kind. */
export function totalBytes(totals: KindTotals): number {
  return downloadKinds.reduce((sum, kind) => sum + totals[kind], 0);
}

const attributePattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, ...values] of tag.matchAll(attributePattern)) {
    if (!name) continue;
    const value = values.find((candidate) => candidate !== undefined) ?? '';
    attributes.set(name.toLowerCase(), value.replaceAll('&amp;', '&'));
  }
  return attributes;
}

/**
 * What an HTML page makes the browser fetch before it can paint: its external scripts (module
 * scripts, which the browser fetches at once, and their module preloads) and its style sheets, as
 * absolute URLs. Preloaded fonts are not in it: the brand fonts use `font-display: swap`, so the
 * first paint does not wait for them.
 */
export function firstPaintUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [, tagName, rest] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = attributesOf(rest ?? '');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href =
      tagName?.toLowerCase() === 'script'
        ? attributes.get('src')
        : rel.includes('stylesheet') || rel.includes('modulepreload')
          ? attributes.get('href')
          : undefined;
    if (href) urls.add(new URL(href, pageUrl).href);
  }
  return [...urls];
}

/** A page's visit, measured (scripts/bench/visit.ts). */
export interface VisitFigures {
  path: string;
  /** Everything the browser fetched until the page was idle, in the order it asked. */
  fetched: Fetched[];
  totals: KindTotals;
  /** What the first paint needs (the HTML, its style sheets and its scripts). */
  critical: CriticalPath;
  /** Milliseconds from asking for the page to the start of the quiet spell. */
  quietAfterMs: number;
}

export interface CriticalPath {
  html: number;
  css: number;
  js: number;
  total: number;
}

/** The bytes the first paint needs: the page's HTML and what it names (see firstPaintUrls). */
export function criticalPath(
  fetched: readonly Fetched[],
  pageUrl: string,
  html: string,
): CriticalPath {
  const needed = new Set(firstPaintUrls(html, pageUrl));
  const page = new URL(pageUrl).href;
  const sum = (kind: DownloadKind) =>
    fetched
      .filter((request) => request.kind === kind)
      .filter((request) => (kind === 'html' ? request.url === page : needed.has(request.url)))
      .reduce((total, request) => total + request.bytes, 0);
  const path = { html: sum('html'), css: sum('css'), js: sum('js') };
  return { ...path, total: path.html + path.css + path.js };
}

/** Markers of code that must never be in a public page's download. */
export const forbiddenMarkers: readonly (readonly [marker: string, what: string])[] = [
  ['identitytoolkit', 'Firebase Auth'],
  ['X-Goog-Upload-Protocol', 'Storage upload'],
  ['maps.googleapis.com', 'Google Maps'],
  ['Area riservata', 'back office'],
];

/** What forbidden code the scripts hold: the names of the markers found, in marker order. */
export function forbiddenCode(scripts: Iterable<string>): string[] {
  const texts = [...scripts];
  return forbiddenMarkers
    .filter(([marker]) => texts.some((text) => text.includes(marker)))
    .map(([, what]) => what);
}
