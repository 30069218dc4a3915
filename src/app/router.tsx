import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';
import { adminRoutes, patchAdminRoutes } from './routes/admin/admin-routes';
import { RouteError } from './routes/route-error';
import { siteRoutes } from './routes/site/site-routes';

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: RouteFallback,
    children: [...siteRoutes, ...adminRoutes],
  },
];

/** What every router of the app is made with, besides its routes: the back office's pages join on demand. */
export const appRouterOptions = { patchRoutesOnNavigation: patchAdminRoutes } as const;

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes, appRouterOptions);
}

/**
 * The current location's lazy routes load first, so the first browser render is the page itself,
 * not the fallback; its loaders' data is what the page was built with (decision 84).
 */
export async function createHydratingRouter(
  loaderData: Readonly<Record<string, unknown>> = {},
): Promise<AppRouter> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(appRoutes, {
    ...appRouterOptions,
    hydrationData: { loaderData: { ...loaderData } },
  });
}
