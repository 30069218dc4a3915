// Build time only (scripts/prerender, in Node): jsdom stands in for the browser's DOM. Never imported
// by the app, which would pull jsdom into a bundle.
import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';
import { createSanitizer, type Sanitize } from './sanitize';

// jsdom ships no types of its own (and @types/jsdom is not installed): this is the part used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: WindowLike & { close(): void } };
};

export interface BuildTimeSanitizer {
  /** The same sanitising the browser does (one allow-list, allowed-html.ts), on jsdom's DOM. */
  readonly sanitize: Sanitize;
  /** Releases jsdom's window once the build is done. */
  readonly close: () => void;
}

/** DOMPurify over a jsdom window, for the prerenderer to sanitise staff HTML into the pages. */
export function createBuildTimeSanitizer(): BuildTimeSanitizer {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  return { sanitize: createSanitizer(window), close: () => window.close() };
}
