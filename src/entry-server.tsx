// Build time only (scripts/prerender): never in a browser bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prerenderRoutesOf } from '#src/app/prerender-spec';
import { appRoutes } from '#src/app/router';
import { siteUrl } from '#src/config/site';
import {
  KnownHtmlContext,
  sanitizingAsRendered,
  type SanitizedHtmlPairs,
} from '#src/lib/html/known-html';
import type { Sanitize } from '#src/lib/html/sanitize';
import type { BuildContext } from '#src/lib/published/loader-reads';
import type { PublishedReads } from '#src/lib/published/published-reads';

export interface RenderedPage {
  readonly html: string;
  readonly sanitizedHtml: SanitizedHtmlPairs;
  /** What the page's loaders answered, by route id: the browser's router hydrates with it. */
  readonly loaderData: Readonly<Record<string, unknown>>;
}

/** A loader that failed at build time would build its failure into the page. */
function refuseFailedLoads(path: string, loaderData: Readonly<Record<string, unknown>>): void {
  for (const answer of Object.values(loaderData)) {
    const failed = answer as { success?: unknown; error?: { message?: unknown } } | null;
    if (failed?.success === false) {
      throw new Error(`${path}: its data could not be read (${String(failed.error?.message)})`);
    }
  }
}

export interface RenderOptions {
  /** When the build runs: the loaders read at this time (which events are upcoming). */
  readonly now?: Date;
  /**
   * A page whose loader failed is refused (its data is missing), unless the build goes on without
   * that data: then the failed answer is embedded and the page, built loading, reads in the browser.
   */
  readonly refuseFailed?: boolean;
}

/**
 * Renders as a visitor's browser would first render it, staff HTML sanitised at build time; the
 * page's loaders read the published site through the build's reads, at the build's time.
 */
export async function renderPage(
  path: string,
  sanitize: Sanitize,
  reads: PublishedReads,
  { now = new Date(), refuseFailed = true }: RenderOptions = {},
): Promise<RenderedPage> {
  const staffHtml = sanitizingAsRendered(sanitize);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, siteUrl)), {
    requestContext: { reads, now } satisfies BuildContext,
  });
  if (context instanceof Response) {
    throw new Error(
      `${path} answers with a redirect (${context.status}), it cannot be prerendered`,
    );
  }
  // Routes without a loader answer nothing: only the answers are embedded.
  const loaderData = Object.fromEntries(
    Object.entries(context.loaderData).filter(([, answer]) => answer !== undefined),
  );
  if (refuseFailed) refuseFailedLoads(path, loaderData);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <KnownHtmlContext value={staffHtml.known}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </KnownHtmlContext>
    </StrictMode>,
  );
  return { html, sanitizedHtml: staffHtml.pairs(), loaderData };
}

export const prerenderRoutes = prerenderRoutesOf(appRoutes);

export { siteUrl };

export { readPublishedEvents, readPublishedHorses } from '#src/app/published-site';
export { createPublishedReads } from '#src/lib/published/published-reads';
