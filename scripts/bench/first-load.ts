import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  /** The files a visitor's browser downloads before the first page can run. */
  scripts: string[];
  styles: string[];
  jsGzip: number;
  cssGzip: number;
  /** Code that must never be in a public page's first download, found anyway. */
  forbidden: string[];
}

/** Markers of code that belongs to the back office or to staff-only services. */
const forbiddenMarkers: [marker: string, what: string][] = [
  ['identitytoolkit', 'Firebase Auth'],
  ['X-Goog-Upload-Protocol', 'Storage upload'],
  ['maps.googleapis.com', 'Google Maps'],
  ['Area riservata', 'back office'],
];

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length;

/** What the built index.html makes the browser download at once: entry, module preloads, styles. */
export function measureFirstLoad(outDir: string): FirstLoad {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
  const path = (url: string) => join(outDir, url.replace(/^\//, ''));
  const forbidden = forbiddenMarkers
    .filter(([marker]) => scripts.some((url) => readFileSync(path(url), 'utf8').includes(marker)))
    .map(([, what]) => what);
  return {
    scripts,
    styles,
    jsGzip: scripts.reduce((sum, url) => sum + gzipSize(path(url)), 0),
    cssGzip: styles.reduce((sum, url) => sum + gzipSize(path(url)), 0),
    forbidden,
  };
}
