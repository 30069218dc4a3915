import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { watchAuth, type AuthSnapshot } from '#src/features/auth/api/auth-api';
import { staffUser } from '#src/test-support/factories';
import { AdminLayout } from './admin-layout';
import { AdminDashboardPage } from './dashboard';

vi.mock('#src/features/applications/api/applications-api', () => ({
  countNewAdoptionApplications: vi.fn(async () => ({ success: true, data: 0 })),
  countNewCessionApplications: vi.fn(async () => ({ success: true, data: 0 })),
  countNewCircleApplications: vi.fn(async () => ({ success: true, data: 0 })),
  countNewVolunteerApplications: vi.fn(async () => ({ success: true, data: 0 })),
}));

// The weekly mail has its own tests (src/features/aftercare/admin/weekly-digest.test.tsx).
vi.mock('#src/features/aftercare/admin', () => ({
  ownDueSources: () => [],
  WeeklyDigestAtSignIn: () => null,
  WeeklyDigestPanel: () => null,
}));
vi.mock('#src/features/dashboard/admin', () => ({ Dashboard: () => <p>Cose da fare</p> }));

vi.mock('#src/features/auth/api/auth-api', () => ({
  watchAuth: vi.fn(),
  signOutUser: vi.fn(async () => {}),
}));

let emit: (snapshot: AuthSnapshot) => void = () => {};

function renderLayoutAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <p>Pagina di accesso</p> },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'horses', element: <p>Cavalli</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.mocked(watchAuth).mockImplementation((listener) => {
    emit = listener;
    return () => {};
  });
});

describe('AdminLayout', () => {
  it('shows the dashboard, titled and not indexed, to a signed-in staff user; the hint only with the menu closed', async () => {
    renderLayoutAt('/admin');
    act(() =>
      emit({
        status: 'signed-in',
        user: staffUser,
      }),
    );
    const hint = "Se sei qui e non vedi nulla, in alto a sinistra c'è il menu da aprire.";
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // A desktop opens with the menu open: the hint would point at nothing.
    expect(screen.getByRole('navigation', { name: 'Menu area riservata' })).toBeVisible();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByText(hint)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(screen.getByText('Cose da fare')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'staff@example.org' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });

  it('redirects a signed-out visitor of /admin/horses to the login', async () => {
    const router = renderLayoutAt('/admin/horses');
    act(() => emit({ status: 'signed-out' }));
    expect(await screen.findByText('Pagina di accesso')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/horses' } });
  });
});
