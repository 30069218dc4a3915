import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type InitialEntry } from 'react-router';
import { vi, type Mock } from 'vitest';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { SessionContext, type Session } from '#src/lib/session/session-context';
import { staffUser } from './factories';

export interface RenderAdminOptions {
  /** Where the router starts: a path with its query, or a location with state. Default `/admin`. */
  readonly path?: InitialEntry;
  /** The route pattern `ui` is rendered at (e.g. `/admin/*`); default the pathname of `path`. */
  readonly route?: string;
  /** The other pages of the test by route pattern, e.g. the list an "Indietro" link leads to. */
  readonly routes?: Readonly<Record<string, ReactNode>>;
  /** The signed-in staff user; default `staffUser`. */
  readonly user?: SignedInUser;
}

export interface RenderAdminResult extends RenderResult {
  /** A user-event session, set up before the render as Testing Library advises. */
  readonly events: UserEvent;
  readonly router: ReturnType<typeof createMemoryRouter>;
  /** The session's sign-out, a mock. */
  readonly signOut: Mock<() => Promise<void>>;
  /** The current address: path and query. */
  readonly location: () => string;
}

const pathnameOf = (path: InitialEntry) =>
  typeof path === 'string' ? path.split(/[?#]/)[0] || '/' : (path.pathname ?? '/');

/**
 * Renders a back-office screen as the app does: inside a data router (so that data-router hooks such
 * as `useBlocker` work), under a layout that provides the signed-in user's session where the staff
 * guard (RequireStaff) does. Screens read the user with `useSession`; nothing reaches Firebase Auth.
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
