import { createContext } from 'react';
import type { Sanitize } from './sanitize';

/**
 * Staff HTML sanitised at build time, as `[raw, sanitised]` pairs: what a prerendered page embeds
 * with its data (src/app/prerender-data.ts), so that the browser renders it as the HTML has it.
 */
export type SanitizedHtmlPairs = readonly (readonly [raw: string, sanitized: string])[];

/** The sanitised form of a raw HTML string when it is already known, else undefined. */
export type KnownHtml = (raw: string) => string | undefined;

const nothingKnown: KnownHtml = () => undefined;

/**
 * What `SafeHtml` may render at once, without DOMPurify. Provided by the prerenderer (entry-server:
 * it sanitises as it renders) and by the hydrating browser (main.tsx: what the page embeds);
 * elsewhere (the app shell, the back office) nothing is known and every string is sanitised in the
 * browser.
 */
export const KnownHtmlContext = createContext<KnownHtml>(nothingKnown);

function isPair(value: unknown): value is readonly [string, string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string'
  );
}

/** In the browser: the strings a prerendered page was built with (anything malformed is ignored). */
export function knownFromPairs(pairs: unknown): KnownHtml {
  if (!Array.isArray(pairs) || pairs.length === 0) return nothingKnown;
  const known = new Map(pairs.filter(isPair));
  return (raw) => known.get(raw);
}

/** At build time: sanitises every string the page renders, once, and keeps the pairs to embed. */
export function sanitizingAsRendered(sanitize: Sanitize): {
  known: KnownHtml;
  pairs: () => SanitizedHtmlPairs;
} {
  const seen = new Map<string, string>();
  return {
    known: (raw) => {
      let sanitized = seen.get(raw);
      if (sanitized === undefined) {
        sanitized = sanitize(raw);
        seen.set(raw, sanitized);
      }
      return sanitized;
    },
    pairs: () => [...seen],
  };
}
