import type { RouteObject } from 'react-router';
import { siteLanguages } from '#src/config/site';
import { LegacyRedirect } from './legacy-redirect';

/**
 * The legacy addresses of the old site, redirected to the new pages (docs/product.md §2). One catch-all
 * per language prefix (`/it/*`, `/en/*`): the real pages below a prefix (`/it/eventi`,
 * `/en/events/:slug`, `/en/circle-application`) have more static segments and rank above it, and
 * other prefixes (`/fr/...`) fall through to the site's not-found route.
 */
export const redirectRoutes: RouteObject[] = siteLanguages.map((language) => ({
  path: `/${language}/*`,
  Component: LegacyRedirect,
}));
