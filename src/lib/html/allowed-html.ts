import type { Config } from 'dompurify';

/**
 * What staff-authored HTML may contain (horse and donation descriptions, event descriptions): text
 * formatting, lists, links and headings. The one allow-list of the app: the browser's sanitiser and
 * the build's (scripts/prerender) both use it, so a page sanitised at build time is exactly what the
 * browser would have made of it.
 */
export const allowedHtml = Object.freeze({
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  ALLOWED_ATTR: ['href', 'title'],
}) satisfies Config;
