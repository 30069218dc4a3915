import { createBrowserRouter, type RouteObject } from 'react-router';
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
