import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { routePatterns } from '#src/config/paths';

// Every back-office module is loaded on demand: none of it is in the public site's first load.
// The table of the back office's pages is itself loaded on demand (decision 0095): the public
// site's first chunk then holds one dynamic import for it, not one per page with its list of files
// to preload.

const admin = routePatterns.admin;

/** The back office's layout route, which the pages are patched into. */
const ADMIN_LAYOUT_ID = 'admin';

const loadAdminPages = () => import('./admin-pages');

export const adminRoutes: RouteObject[] = [
  {
    path: routePatterns.adminLogin,
    lazy: async () => ({ Component: (await import('./login')).AdminLoginPage }),
  },
  {
    path: routePatterns.adminVolunteerSignIn,
    lazy: async () => ({
      Component: (await import('./volunteer-sign-in')).AdminVolunteerSignInPage,
    }),
  },
  {
    id: ADMIN_LAYOUT_ID,
    path: admin,
    lazy: async () => {
      // The pages' table starts loading with the layout, so the first click in the menu does not
      // wait for it before its page.
      void loadAdminPages();
      return { Component: (await import('./admin-layout')).AdminLayout };
    },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./dashboard')).AdminDashboardPage }),
      },
    ],
  },
];

/**
 * react-router's `patchRoutesOnNavigation`: the first time a navigation goes under `/admin/`
 * (a page the table above does not know yet), the pages' table loads and joins the layout route.
 * A second call patches nothing new (react-router keeps one copy of a route).
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!path.startsWith(`${admin}/`)) return;
  const { adminPages } = await loadAdminPages();
  patch(ADMIN_LAYOUT_ID, adminPages);
};
