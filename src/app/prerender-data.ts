import type { SanitizedHtmlPairs } from '#src/lib/html/known-html';

/** Embedded as JSON, never as a script that runs: the CSP admits no inline script. */
export interface PrerenderData {
  /**
   * What the page's loaders answered at build time, by route id: the router hydrates with it
   * (`hydrationData`), so the hydrating render is the HTML (decision 84).
   */
  readonly loaderData?: Readonly<Record<string, unknown>>;
  /** Sanitised at build time, so the browser renders it without loading DOMPurify (decision 30). */
  readonly sanitizedHtml?: SanitizedHtmlPairs;
}

export const prerenderDataId = 'prerender-data';

/** `<` escaped so it cannot end the tag. */
export function serializePrerenderData(data: PrerenderData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function readPrerenderData(doc: Document = document): PrerenderData | undefined {
  const text = doc.getElementById(prerenderDataId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PrerenderData;
  } catch {
    return undefined;
  }
}
