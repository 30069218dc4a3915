import type { RouteObject } from 'react-router';

/** The legacy addresses of the old site, redirected to the new pages (spec section 2). */
export const redirectRoutes: RouteObject[] = [];
