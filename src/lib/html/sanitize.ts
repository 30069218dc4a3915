import DOMPurify, { type WindowLike } from 'dompurify';
import { allowedHtml } from './allowed-html';

export type Sanitize = (html: string) => string;

/** Holds DOMPurify: the browser loads it on demand only (safe-html.tsx), never with a page. */
export function createSanitizer(window: WindowLike): Sanitize {
  const purify = DOMPurify(window);
  return (html) => purify.sanitize(html, allowedHtml);
}
