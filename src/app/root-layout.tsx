import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Top of every route: brings the window back to the top whenever the path changes. */
export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <Outlet />;
}
