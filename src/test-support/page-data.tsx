import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { fail, type Result } from '#src/lib/data/result';

/** What a page's loader answered when the build could not read its data (decision 84). */
export const notBuilt: Result<never> = fail('unavailable', 'Pagina costruita senza i suoi dati.');

export interface PageDataProps {
  readonly children: ReactNode;
  /** The page's address. */
  readonly path?: string;
  /** What the page's loader answered at build time: its first render shows it, then it reads. */
  readonly built?: Result<unknown>;
  /** The loader later navigations run (none by default: the page is hydrated). */
  readonly loader?: LoaderFunction;
}

/**
 * A page in a data router as the browser hydrates it: its route's loader answered `built` (by
 * default, a page built without its data, which reads at once as the app shell does).
 */
export function PageData({ children, path = '/', built = notBuilt, loader }: PageDataProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [{ id: 'page', path: '*', element: children, loader: loader ?? (() => built) }],
      {
        initialEntries: [path],
        hydrationData: { loaderData: { page: built } },
      },
    ),
  );
  return <RouterProvider router={router} />;
}
