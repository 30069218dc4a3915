import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { signInStaff, signOutUser } from '../api/auth-api';
import { loginMessages, noAccessCode } from '../model/login-errors';
import { LoginPage } from './login-page';

vi.mock('../api/auth-api', () => ({
  signInStaff: vi.fn(),
  signOutUser: vi.fn(async () => {}),
}));

function Landing() {
  return <p>Arrivato su {useLocation().pathname}</p>;
}

function renderLogin(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin/*', element: <Landing /> },
      { path: '/admin', element: <Landing /> },
    ],
    { initialEntries: [{ pathname: '/admin/login', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Entra' }));
}

beforeEach(() => {
  vi.mocked(signInStaff).mockReset();
  vi.mocked(signOutUser).mockClear();
});

describe('LoginPage', () => {
  it('signs the current user out on every visit', () => {
    renderLogin();
    expect(signOutUser).toHaveBeenCalled();
  });

  it('has typed Email and Password fields and an Entra button', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entra' })).toBeEnabled();
  });

  it.each([
    ['', ''],
    ['staff@example.org', ''],
    ['', 'secret'],
  ])('asks to fill all the fields (email "%s", password "%s")', async (email, password) => {
    renderLogin();
    await fillAndSubmit(email, password);
    expect(screen.getByRole('alert')).toHaveTextContent('Fill all the fields');
    expect(signInStaff).not.toHaveBeenCalled();
  });

  it('is busy while signing in: button disabled, spinner shown', async () => {
    let finish: (value: Awaited<ReturnType<typeof signInStaff>>) => void = () => {};
    vi.mocked(signInStaff).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    renderLogin();
    await fillAndSubmit('staff@example.org', 'wrong');
    const button = screen.getByRole('button', { name: 'Entra' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner-border')).not.toBeNull();
    finish(fail('auth/invalid-credential', loginMessages.wrongCredentials));
    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.wrongCredentials);
    expect(button).toBeEnabled();
  });

  it('shows the refusal of an account without the staff claim', async () => {
    vi.mocked(signInStaff).mockResolvedValue(fail(noAccessCode, loginMessages.noAccess));
    renderLogin();
    await fillAndSubmit('volontario@example.org', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Questo account non ha accesso all'area riservata.",
    );
  });

  it('goes to the page first asked for after signing in', async () => {
    vi.mocked(signInStaff).mockResolvedValue(ok(staffUser));
    const router = renderLogin({ from: { pathname: '/admin/horses', search: '', hash: '' } });
    await fillAndSubmit('staff@example.org', 'secret');
    expect(await screen.findByText('Arrivato su /admin/horses')).toBeInTheDocument();
    expect(signInStaff).toHaveBeenCalledWith('staff@example.org', 'secret');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the dashboard without a remembered page', async () => {
    vi.mocked(signInStaff).mockResolvedValue(ok(staffUser));
    renderLogin();
    await fillAndSubmit('staff@example.org', 'secret');
    expect(await screen.findByText('Arrivato su /admin')).toBeInTheDocument();
  });

  it.each([
    ['no-access', loginMessages.noAccess],
    ['session-ended', loginMessages.sessionEnded],
  ])('says why the guard sent the user here (%s)', (reason, message) => {
    renderLogin({ reason });
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });
});
