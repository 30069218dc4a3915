import { useState } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RouterProvider } from 'react-router';
import { createAppRouter, type AppRouter } from './router';

export interface AppProps {
  /** A router made ready for hydration (main.tsx); a new browser router otherwise. */
  readonly router?: AppRouter;
}

export function App({ router: given }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter());

  return (
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>
  );
}
