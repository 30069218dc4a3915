import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';
import { adminRoutes } from './routes/admin/admin-routes';
import { RouteError } from './routes/route-error';
import { siteRoutes } from './routes/site/site-routes';

/** The whole route tree: the public site and the lazily loaded back office under /admin. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: RouteFallback,
    children: [...siteRoutes, ...adminRoutes],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}

/**
 * A router for hydrating a prerendered page: the lazy routes of the current location are loaded
 * first, so that the first render in the browser is the page itself (as in the HTML), not the
 * fallback shown while a route's code loads.
 */
export async function createHydratingRouter(): Promise<AppRouter> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(appRoutes, { hydrationData: { loaderData: {} } });
}
