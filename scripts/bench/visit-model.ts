import { PDF_CODE_MARKER } from './pdf-chunks.ts';

/** Longer than whenIdle's 2 s plus a margin, so an idle-time load has started before the spell ends. */
export const quietWindowMs = 2500;

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

export interface Fetched {
  url: string;
  kind: DownloadKind;
  /** As transferred (gzip where the server compressed it); 0 when it failed. */
  bytes: number;
  failure?: string;
}

export interface RequestSpan {
  startedAt: number;
  endedAt?: number;
}

export interface Timeline {
  loadedAt?: number;
  /** <html data-app="ready">: the app's hydration (or first render). */
  readyAt?: number;
  requests: readonly RequestSpan[];
}

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

export function isIdle(timeline: Timeline, now: number, windowMs = quietWindowMs): boolean {
  const since = quietSince(timeline);
  return since !== undefined && now - since >= windowMs;
}

/** From the response's content type when the browser only knows the request as "other". */
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

export function totalsByKind(fetched: readonly Fetched[]): KindTotals {
  const totals = Object.fromEntries(downloadKinds.map((kind) => [kind, 0])) as KindTotals;
  for (const request of fetched) totals[request.kind] += request.bytes;
  return totals;
}

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

/** Not preloaded fonts: with `font-display: swap` the first paint does not wait for them. */
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

export interface VisitFigures {
  path: string;
  fetched: Fetched[];
  totals: KindTotals;
  critical: CriticalPath;
  quietAfterMs: number;
}

export interface CriticalPath {
  html: number;
  css: number;
  js: number;
  total: number;
}

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

export const forbiddenMarkers: readonly (readonly [marker: string, what: string])[] = [
  ['identitytoolkit', 'Firebase Auth'],
  ['X-Goog-Upload-Protocol', 'Storage upload'],
  ['maps.googleapis.com', 'Google Maps'],
  ['Area riservata', 'back office'],
  [PDF_CODE_MARKER, 'the PDF code (jsPDF)'],
];

export function forbiddenCode(scripts: Iterable<string>): string[] {
  const texts = [...scripts];
  return forbiddenMarkers
    .filter(([marker]) => texts.some((text) => text.includes(marker)))
    .map(([, what]) => what);
}
