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

export interface RenderedPage {
  readonly html: string;
  readonly sanitizedHtml: SanitizedHtmlPairs;
}

/** Renders as a visitor's browser would first render it, staff HTML sanitised at build time. */
export async function renderPage(
  path: string,
  data: PrerenderData,
  sanitize: Sanitize,
): Promise<RenderedPage> {
  const staffHtml = sanitizingAsRendered(sanitize);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, siteUrl)));
  if (context instanceof Response) {
    throw new Error(
      `${path} answers with a redirect (${context.status}), it cannot be prerendered`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteDataProvider data={data}>
        <KnownHtmlContext value={staffHtml.known}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </KnownHtmlContext>
      </SiteDataProvider>
    </StrictMode>,
  );
  return { html, sanitizedHtml: staffHtml.pairs() };
}

export const prerenderRoutes = prerenderRoutesOf(appRoutes);

export { siteUrl };

export {
  readPublishedEvents,
  readPublishedHorses,
  readPublishedNews,
} from '#src/app/published-site';
export { createPublishedReads } from '#src/lib/published/published-reads';
