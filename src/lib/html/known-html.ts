import { createContext } from 'react';
import type { Sanitize } from './sanitize';

export type SanitizedHtmlPairs = readonly (readonly [raw: string, sanitized: string])[];

export type KnownHtml = (raw: string) => string | undefined;

const nothingKnown: KnownHtml = () => undefined;

/**
 * Provided by the prerenderer and the hydrating browser; elsewhere every string is sanitised in the
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

export function knownFromPairs(pairs: unknown): KnownHtml {
  if (!Array.isArray(pairs) || pairs.length === 0) return nothingKnown;
  const known = new Map(pairs.filter(isPair));
  return (raw) => known.get(raw);
}

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
