// Build time only (scripts/prerender): never in a browser bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrerenderData } from '#src/app/prerender-data';
import { prerenderRoutesOf } from '#src/app/prerender-spec';
import { appRoutes } from '#src/app/router';
import { SiteDataProvider } from '#src/app/site-data';
import { siteUrl } from '#src/config/site';
import {
  KnownHtmlContext,
  sanitizingAsRendered,
  type SanitizedHtmlPairs,
} from '#src/lib/html/known-html';
import type { Sanitize } from '#src/lib/html/sanitize';
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

/**
 * Renders as a visitor's browser would first render it, staff HTML sanitised at build time; the
 * page's loaders read the published site through the build's reads.
 */
export async function renderPage(
  path: string,
  data: PrerenderData,
  sanitize: Sanitize,
  reads: PublishedReads,
): Promise<RenderedPage> {
  const staffHtml = sanitizingAsRendered(sanitize);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, siteUrl)), {
    requestContext: reads,
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
  refuseFailedLoads(path, loaderData);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteDataProvider data={data} reads={reads}>
        <KnownHtmlContext value={staffHtml.known}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </KnownHtmlContext>
      </SiteDataProvider>
    </StrictMode>,
  );
  return { html, sanitizedHtml: staffHtml.pairs(), loaderData };
}

export const prerenderRoutes = prerenderRoutesOf(appRoutes);

export { siteUrl };

export { readPublishedEvents, readPublishedHorses } from '#src/app/published-site';
export { createPublishedReads } from '#src/lib/published/published-reads';
