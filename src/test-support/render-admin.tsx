import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type InitialEntry } from 'react-router';
import { vi, type Mock } from 'vitest';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { SessionContext, type Session } from '#src/lib/session/session-context';
import { staffUser } from './factories';

export interface RenderAdminOptions {
  readonly path?: InitialEntry;
  readonly route?: string;
  readonly routes?: Readonly<Record<string, ReactNode>>;
  readonly user?: SignedInUser;
}

export interface RenderAdminResult extends RenderResult {
  readonly events: UserEvent;
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly signOut: Mock<() => Promise<void>>;
  readonly location: () => string;
}

const pathnameOf = (path: InitialEntry) =>
  typeof path === 'string' ? path.split(/[?#]/)[0] || '/' : (path.pathname ?? '/');

/**
 * Inside a data router, so that `useBlocker` works; the session comes from a stand-in for the staff
 * guard.
 */
export function renderAdmin(ui: ReactNode, options: RenderAdminOptions = {}): RenderAdminResult {
  const { path = '/admin', routes = {}, user = staffUser } = options;
  const signOut = vi.fn(async () => {});
  const session: Session = { user, signOut };
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionContext value={session}>
            <Outlet />
          </SessionContext>
        ),
        children: [
          { path: options.route ?? pathnameOf(path), element: ui },
          ...Object.entries(routes).map(([pattern, element]) => ({ path: pattern, element })),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const events = userEvent.setup();
  const result = render(<RouterProvider router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, events, router, signOut, location };
}
