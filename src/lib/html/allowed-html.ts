import type { Config } from 'dompurify';

/**
 * The one allow-list: the browser's and the build's sanitisers both use it, so build-time output is
 * what the browser would make.
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
