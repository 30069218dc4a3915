import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter, type AppRouter } from './router';

export interface AppProps {
  readonly router?: AppRouter;
}

export function App({ router: given }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter());

  // A prerendered page's buttons work from here on; browser tests wait for this mark before they
  // tap.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  return <RouterProvider router={router} />;
}
