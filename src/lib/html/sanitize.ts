import DOMPurify, { type WindowLike } from 'dompurify';
import { allowedHtml } from './allowed-html';

/** Turns staff-authored HTML into HTML that may be put in a page as it is. */
export type Sanitize = (html: string) => string;

/**
 * A sanitiser of staff-authored HTML working on `window`'s DOM: the browser's own, or jsdom's at
 * build time (sanitize-at-build.ts). This module holds DOMPurify: the browser loads it on demand only
 * (safe-html.tsx), never with a page.
 */
export function createSanitizer(window: WindowLike): Sanitize {
  const purify = DOMPurify(window);
  return (html) => purify.sanitize(html, allowedHtml);
}
