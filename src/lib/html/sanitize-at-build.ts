// Build time only: never imported by the app, which would pull jsdom into a bundle.
import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';
import { createSanitizer, type Sanitize } from './sanitize';

// jsdom ships no types of its own (and @types/jsdom is not installed): this is the part used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: WindowLike & { close(): void } };
};

export interface BuildTimeSanitizer {
  readonly sanitize: Sanitize;
  readonly close: () => void;
}

export function createBuildTimeSanitizer(): BuildTimeSanitizer {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  return { sanitize: createSanitizer(window), close: () => window.close() };
}
