import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { staffUser } from '#src/test-support/factories';
import { signOutUser, watchAuth, type AuthSnapshot } from '../api/auth-api';
import { useSession } from '#src/lib/session/session-context';
import { RequireStaff } from './require-staff';

vi.mock('../api/auth-api', () => ({
  watchAuth: vi.fn(),
  signOutUser: vi.fn(async () => {}),
}));

let emit: (snapshot: AuthSnapshot) => void = () => {};

function Protected() {
  const { user, signOut } = useSession();
  return (
    <>
      <p>Protetto per {user.email}</p>
      <button type="button" onClick={() => void signOut()}>
        Esci
      </button>
    </>
  );
}

function Login() {
  const location = useLocation();
  return <pre data-testid="login-state">{JSON.stringify(location.state)}</pre>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <Login /> },
      {
        path: '/admin/*',
        element: (
          <RequireStaff>
            <Protected />
          </RequireStaff>
        ),
      },
    ],
    { initialEntries: ['/admin', path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function loginState() {
  return JSON.parse(screen.getByTestId('login-state').textContent ?? 'null') as {
    from?: { pathname: string; search: string };
    reason?: string;
  } | null;
}

beforeEach(() => {
  vi.mocked(watchAuth).mockImplementation((listener) => {
    emit = listener;
    return () => {};
  });
  vi.mocked(signOutUser).mockClear();
});

describe('RequireStaff', () => {
  it('shows a spinner until Auth has restored the session, then the page', () => {
    renderAt('/admin/horses');
    expect(screen.getByRole('status')).toHaveTextContent("Verifica dell'accesso…");
    act(() => emit({ status: 'signed-in', user: staffUser }));
    expect(screen.getByText('Protetto per staff@example.org')).toBeInTheDocument();
  });

  it('redirects a signed-out visitor to the login, remembering the location and replacing history', () => {
    const router = renderAt('/admin/horses?page=2');
    act(() => emit({ status: 'signed-out' }));
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(loginState()?.from).toMatchObject({ pathname: '/admin/horses', search: '?page=2' });
    expect(loginState()?.reason).toBeUndefined();
  });

  it('sends a user who loses the staff claim to the login with the reason', () => {
    renderAt('/admin/events');
    act(() => emit({ status: 'signed-in', user: staffUser }));
    act(() => emit({ status: 'no-access' }));
    act(() => emit({ status: 'signed-out' }));
    expect(loginState()).toMatchObject({
      reason: 'no-access',
      from: { pathname: '/admin/events' },
    });
  });

  it('says the session ended when the provider signs the user out', () => {
    renderAt('/admin/events');
    act(() => emit({ status: 'signed-in', user: staffUser }));
    act(() => emit({ status: 'signed-out' }));
    expect(loginState()?.reason).toBe('session-ended');
  });

  it('signs out on request and goes to the login without a page to return to', async () => {
    const user = userEvent.setup();
    renderAt('/admin/horses');
    act(() => emit({ status: 'signed-in', user: staffUser }));
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(signOutUser).toHaveBeenCalled();
    await screen.findByTestId('login-state');
    expect(loginState()).toEqual({ reason: 'user-signed-out' });
  });
});
