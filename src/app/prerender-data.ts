import type { WebEventsSnapshot } from '#src/features/events/web-events-snapshot';
import type { WebHorsesSnapshot } from '#src/features/horses/web-horses';
import type { HorseNewsSnapshot } from '#src/features/news';
import type { SanitizedHtmlPairs } from '#src/lib/html/known-html';

/**
 * What a prerendered page was built with, embedded in its HTML as JSON (never as a script that
 * runs: the CSP admits no inline script) so that the browser hydrates it with the same data.
 */
export interface PrerenderData {
  readonly horses?: WebHorsesSnapshot;
  readonly events?: WebEventsSnapshot;
  /** A horse page's news (decision 39). */
  readonly news?: HorseNewsSnapshot;
  /**
   * The staff HTML the page shows, sanitised at build time (raw → sanitised), so that the browser
   * renders it as the HTML has it without loading DOMPurify (decision 30).
   */
  readonly sanitizedHtml?: SanitizedHtmlPairs;
}

export const prerenderDataId = 'prerender-data';

/** The JSON to embed in a `<script type="application/json">`: `<` escaped so it cannot end the tag. */
export function serializePrerenderData(data: PrerenderData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Reads the data a prerendered page embeds; undefined on the plain app shell or when unreadable. */
export function readPrerenderData(doc: Document = document): PrerenderData | undefined {
  const text = doc.getElementById(prerenderDataId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PrerenderData;
  } catch {
    return undefined;
  }
}
