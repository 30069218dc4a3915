import type { RouteObject } from 'react-router';
import { siteLanguages } from '#src/config/site';
import { LegacyRedirect } from './legacy-redirect';

/**
 * One catch-all per language prefix: real pages below a prefix have more static segments and rank
 * above it.
 */
export const redirectRoutes: RouteObject[] = siteLanguages.map((language) => ({
  path: `/${language}/*`,
  Component: LegacyRedirect,
}));
