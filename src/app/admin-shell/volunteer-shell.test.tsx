import { screen, within } from '@testing-library/react';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  countNewAdoptionApplications,
  countNewCessionApplications,
  countNewCircleApplications,
  countNewVolunteerApplications,
} from '#src/features/applications/api/applications-api';
import { AdminShell } from './admin-shell';
import { volunteerMayOpen, volunteerRefusal } from './volunteer-menu';

// docs/decisions/0087-volunteer-access-by-e-mail-key.md: a volunteer's back office.

vi.mock('#src/features/applications/api/applications-api', () => ({
  countNewAdoptionApplications: vi.fn(),
  countNewCessionApplications: vi.fn(),
  countNewCircleApplications: vi.fn(),
  countNewVolunteerApplications: vi.fn(),
}));

const volunteer = { ...staffUser, role: 'volunteer' as const };

function renderAt(path: string) {
  return renderAdmin(<AdminShell>Contenuto della pagina</AdminShell>, {
    path,
    route: '/admin/*',
    user: volunteer,
    routes: { '/admin/horses': <AdminShell>Elenco dei cavalli</AdminShell> },
  });
}

describe("a volunteer's shell", () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });

  it('lists only the horses, the care records, the care day and the follow-up visits, and counts nothing', () => {
    renderAt('/admin/care');
    const nav = screen.getByRole('navigation', { name: 'Menu area riservata' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Equinozio ODV', '/'],
      ['Cavalli', '/admin/horses'],
      ['Cure', '/admin/care'],
      ['Giornata di cure', '/admin/care/day'],
      ['Controlli adozioni', '/admin/aftercare'],
      ['I miei turni', '/admin/my-shifts'],
    ]);
    expect(screen.getByText('Contenuto della pagina')).toBeInTheDocument();
    expect(countNewAdoptionApplications).not.toHaveBeenCalled();
    expect(countNewCessionApplications).not.toHaveBeenCalled();
    expect(countNewCircleApplications).not.toHaveBeenCalled();
    expect(countNewVolunteerApplications).not.toHaveBeenCalled();
  });

  it.each([
    '/admin/adoption-applications/abc123',
    '/admin/circle-applications',
    '/admin/logs',
    '/admin/mail',
    '/admin/events',
    '/admin/volunteer-access',
  ])('says %s is the staff’s, without mounting its page', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: volunteerRefusal.title })).toBeInTheDocument();
    expect(screen.queryByText('Contenuto della pagina')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: volunteerRefusal.back })).toHaveAttribute(
      'href',
      '/admin/horses',
    );
  });

  it('opens the horses instead of the dashboard', async () => {
    renderAt('/admin');
    expect(await screen.findByText('Elenco dei cavalli')).toBeInTheDocument();
  });
});

describe('volunteerMayOpen', () => {
  it('admits the horses, a horse, the care records and the care day only', () => {
    expect(volunteerMayOpen('/admin/horses')).toBe(true);
    expect(volunteerMayOpen('/admin/horses/ada')).toBe(true);
    expect(volunteerMayOpen('/admin/care')).toBe(true);
    expect(volunteerMayOpen('/admin/care/day')).toBe(true);
    expect(volunteerMayOpen('/admin')).toBe(false);
    expect(volunteerMayOpen('/admin/horses/ada/edit')).toBe(false);
    expect(volunteerMayOpen('/admin/adoption-applications')).toBe(false);
  });
});
