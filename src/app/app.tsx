import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter, type AppRouter } from './router';

export interface AppProps {
  /** A router made ready for hydration (main.tsx); a new browser router otherwise. */
  readonly router?: AppRouter;
}

export function App({ router: given }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter());

  // Marks the page as live (hydrated, or rendered): a prerendered page's buttons (the phone menu)
  // work from here on. Browser tests wait for it before they tap.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  return <RouterProvider router={router} />;
}
