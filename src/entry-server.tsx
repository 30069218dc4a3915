// Server entry, used only at build time (scripts/prerender): renders a public page to HTML with the
// data it was given, so that visitors see it before any JavaScript runs. Never in a browser bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from './app/router';
import type { PrerenderData } from './app/prerender-data';
import { primeWebHorses } from './features/horses/web-horses';
import { siteUrl } from './config/site';

export interface RenderedPage {
  /** The markup of `#root`, head tags included (React places `<title>`, `<meta>` and `<link>` first). */
  readonly html: string;
}

/** Renders `path` as a visitor's browser would first render it, with `data` already known. */
export async function renderPage(path: string, data: PrerenderData): Promise<RenderedPage> {
  primeWebHorses(data.horses);
  try {
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
        <HelmetProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HelmetProvider>
      </StrictMode>,
    );
    return { html };
  } finally {
    primeWebHorses(undefined);
  }
}

export { listPublicHorses } from './features/horses/api/horses-api';
