import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import {
  countNewAdoptionApplications,
  countNewCessionApplications,
  countNewCircleApplications,
  countNewVolunteerApplications,
} from '#src/features/applications/api/applications-api';
import {
  COUNTS_STALE_AFTER_MS,
  useRefreshNewApplicationCounts,
} from '#src/features/applications/admin/common/new-applications';
import { AdminShell, adminMenuId } from './admin-shell';
import { adminMenuStorageKey } from './menu-state';

// The weekly mail has its own tests (src/features/aftercare/admin/weekly-digest.test.tsx).
vi.mock('#src/features/aftercare/admin', () => ({
  ownDueSources: () => [],
  WeeklyDigestAtSignIn: () => null,
  WeeklyDigestPanel: () => null,
}));
vi.mock('#src/features/applications/api/applications-api', () => ({
  countNewAdoptionApplications: vi.fn(),
  countNewCessionApplications: vi.fn(),
  countNewCircleApplications: vi.fn(),
  countNewVolunteerApplications: vi.fn(),
}));

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const initialWidth = window.innerWidth;

function renderShell(user: Partial<SignedInUser> = {}) {
  return renderAdmin(<AdminShell>Contenuto</AdminShell>, {
    path: '/admin',
    route: '/admin/*',
    user: { ...staffUser, ...user },
  });
}

function toggle() {
  return screen.getByRole('button', { name: 'Menu' });
}

function menu() {
  return document.getElementById(adminMenuId) as HTMLElement;
}

const countsRead = () => act(async () => {});

const menuLink = (name: string | RegExp) =>
  within(screen.getByRole('navigation', { name: 'Menu area riservata' })).getByRole('link', {
    name,
  });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(0));
  vi.mocked(countNewCessionApplications).mockResolvedValue(ok(0));
  vi.mocked(countNewCircleApplications).mockResolvedValue(ok(0));
  vi.mocked(countNewVolunteerApplications).mockResolvedValue(ok(0));
});
afterEach(() => {
  setWidth(initialWidth);
  vi.mocked(countNewAdoptionApplications).mockReset();
  vi.mocked(countNewCessionApplications).mockReset();
  vi.mocked(countNewCircleApplications).mockReset();
  vi.mocked(countNewVolunteerApplications).mockReset();
});

describe('AdminShell', () => {
  it('lists the back-office sections and links the logo to the public home', async () => {
    setWidth(1280);
    renderShell();
    await countsRead();
    const nav = screen.getByRole('navigation', { name: 'Menu area riservata' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Equinozio ODV', '/'],
      ['Dashboard', '/admin'],
      ['Cavalli', '/admin/horses'],
      ['Cure', '/admin/care'],
      ['Controlli adozioni', '/admin/aftercare'],
      ['Eventi', '/admin/events'],
      ['Candidature adozione', '/admin/adoption-applications'],
      ['Candidature cessione', '/admin/cession-applications'],
      ['Candidature cerchie', '/admin/circle-applications'],
      ['Volontari', '/admin/volunteer-applications'],
      ['Registro dei volontari', '/admin/volunteer-register'],
      ['Accessi volontari', '/admin/volunteer-access'],
      ['Turni', '/admin/rota'],
      ['Sostenitori', '/admin/supporters'],
      ['Donazioni', '/admin/donations'],
      ['Importa movimenti', '/admin/donations/import'],
      ['Contributi cerchie', '/admin/contributions'],
      ['Ricevute delle donazioni', '/admin/money/receipts'],
      ['Rendiconto', '/admin/books'],
      ['Posta in uscita', '/admin/mail'],
      ['Registro attività', '/admin/logs'],
    ]);
  });

  it('opens the menu by default on a laptop, with a toggle that says so', async () => {
    setWidth(1280);
    renderShell();
    await countsRead();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', adminMenuId);
    expect(menu()).toBeVisible();
  });

  it.each([375, 767])('closes the menu by default at %i px', async (width) => {
    setWidth(width);
    renderShell();
    await countsRead();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeVisible();
  });

  it('remembers the toggled state in browser storage', async () => {
    setWidth(1280);
    const { events } = renderShell();
    await countsRead();
    await events.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(adminMenuStorageKey)).toBe('closed');
  });

  it('restores the stored state', async () => {
    setWidth(1280);
    localStorage.setItem(adminMenuStorageKey, 'closed');
    renderShell();
    await countsRead();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone overlay on navigation and on Escape', async () => {
    setWidth(375);
    const { events } = renderShell();
    await countsRead();
    await events.click(toggle());
    expect(menu()).toBeVisible();
    await events.click(screen.getByRole('link', { name: 'Cavalli' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await events.click(toggle());
    await events.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the menu open on navigation on a laptop', async () => {
    setWidth(1280);
    const { events } = renderShell();
    await countsRead();
    await events.click(screen.getByRole('link', { name: 'Cavalli' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows given and family name, else the e-mail, in the top bar', async () => {
    renderShell({ given_name: 'Anna', family_name: 'Bianchi' });
    await countsRead();
    expect(screen.getByRole('button', { name: 'Anna Bianchi' })).toBeInTheDocument();
  });

  it('signs out from the user dropdown', async () => {
    const { events, signOut } = renderShell();
    await countsRead();
    await events.click(screen.getByRole('button', { name: 'staff@example.org' }));
    await events.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('shows the version in the footer', async () => {
    renderShell();
    await countsRead();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`versione ${__APP_VERSION__}`);
  });
});

describe('AdminShell: new applications in the menu', () => {
  beforeEach(() => setWidth(1280));

  it('shows how many adoption and cession applications are new, in words for screen readers', async () => {
    vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(3));
    vi.mocked(countNewCessionApplications).mockResolvedValue(ok(1));
    renderShell();
    const adoption = await waitFor(() => menuLink('Candidature adozione 3 nuove'));
    expect(adoption).toHaveAttribute('href', '/admin/adoption-applications');
    expect(adoption.querySelector('.badge')).toHaveTextContent('3');
    expect(within(adoption).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(menuLink('Candidature cessione 1 nuova')).toHaveAttribute(
      'href',
      '/admin/cession-applications',
    );
    expect(menuLink('Candidature cerchie').querySelector('.badge')).toBeNull();
    expect(menuLink('Cavalli').querySelector('.badge')).toBeNull();
  });

  it('counts the circle members still to contact like new applications', async () => {
    vi.mocked(countNewCircleApplications).mockResolvedValue(ok(2));
    renderShell();
    const circle = await waitFor(() => menuLink('Candidature cerchie 2 nuove'));
    expect(circle).toHaveAttribute('href', '/admin/circle-applications');
    expect(circle.querySelector('.badge')).toHaveTextContent('2');
  });

  it('counts the volunteers still to contact under "Volontari"', async () => {
    vi.mocked(countNewVolunteerApplications).mockResolvedValue(ok(3));
    renderShell();
    const volunteers = await waitFor(() => menuLink('Volontari 3 nuove'));
    expect(volunteers).toHaveAttribute('href', '/admin/volunteer-applications');
    expect(volunteers.querySelector('.badge')).toHaveTextContent('3');
  });

  it('shows no circle number when its count fails, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(countNewCircleApplications).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(1));
    renderShell();
    await waitFor(() => menuLink('Candidature adozione 1 nuova'));
    expect(menuLink('Candidature cerchie').textContent).toBe('Candidature cerchie');
    expect(console.error).toHaveBeenCalledWith(
      'Candidature cerchie: conteggio delle nuove non riuscito: Il servizio non è raggiungibile.',
    );
  });

  it('shows no number when none is new', async () => {
    renderShell();
    await countsRead();
    expect(countNewAdoptionApplications).toHaveBeenCalledTimes(1);
    expect(menuLink('Candidature adozione').textContent).toBe('Candidature adozione');
    expect(menuLink('Candidature cessione').querySelector('.badge')).toBeNull();
  });

  it('shows no number for a count that failed, and logs it to the console only', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(countNewAdoptionApplications).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    vi.mocked(countNewCessionApplications).mockResolvedValue(ok(2));
    renderShell();
    await waitFor(() => menuLink('Candidature cessione 2 nuove'));
    expect(menuLink('Candidature adozione').textContent).toBe('Candidature adozione');
    expect(console.error).toHaveBeenCalledWith(
      'Candidature adozione: conteggio delle nuove non riuscito: Non hai i permessi per questa operazione.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts once for the whole visit: a navigation does not count again', async () => {
    vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(2));
    const { events } = renderShell();
    await waitFor(() => menuLink('Candidature adozione 2 nuove'));
    vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(1));
    await events.click(menuLink('Cavalli'));
    await events.click(menuLink('Candidature adozione 2 nuove'));
    await countsRead();
    expect(menuLink('Candidature adozione 2 nuove')).toBeInTheDocument();
    expect(countNewAdoptionApplications).toHaveBeenCalledTimes(1);
    expect(countNewCessionApplications).toHaveBeenCalledTimes(1);
    expect(countNewCircleApplications).toHaveBeenCalledTimes(1);
  });

  it('counts again on a navigation or a return to the tab once the count is a minute old', async () => {
    vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(2));
    const { events } = renderShell();
    await waitFor(() => menuLink('Candidature adozione 2 nuove'));
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + COUNTS_STALE_AFTER_MS - 1_000);
    await events.click(menuLink('Cavalli'));
    expect(countNewAdoptionApplications).toHaveBeenCalledTimes(1);

    vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(3));
    clock.mockReturnValue(now + COUNTS_STALE_AFTER_MS + 1_000);
    await events.click(menuLink('Candidature adozione 2 nuove'));
    await waitFor(() => menuLink('Candidature adozione 3 nuove'));
    expect(countNewAdoptionApplications).toHaveBeenCalledTimes(2);

    vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(5));
    clock.mockReturnValue(now + 3 * COUNTS_STALE_AFTER_MS);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => menuLink('Candidature adozione 5 nuove'));
    expect(countNewAdoptionApplications).toHaveBeenCalledTimes(3);
    clock.mockRestore();
  });

  /** The shell around a page holding the counts' refresh, as a detail page does. */
  function renderShellWithPage() {
    const page = { refresh: () => {} };
    function RefreshingPage() {
      const refresh = useRefreshNewApplicationCounts();
      useEffect(() => {
        page.refresh = refresh;
      }, [refresh]);
      return <p>Pagina</p>;
    }
    renderAdmin(
      <AdminShell>
        <RefreshingPage />
      </AdminShell>,
      { path: '/admin', route: '/admin/*' },
    );
    return () => act(() => page.refresh());
  }

  it('counts again when a page opens a new application, so the number goes down', async () => {
    vi.mocked(countNewCessionApplications).mockResolvedValue(ok(4));
    const refresh = renderShellWithPage();
    await waitFor(() => menuLink('Candidature cessione 4 nuove'));
    vi.mocked(countNewCessionApplications).mockResolvedValue(ok(3));
    refresh();
    await waitFor(() => menuLink('Candidature cessione 3 nuove'));
  });

  it('keeps the newest answer when an older count arrives late', async () => {
    let answerFirst: (count: number) => void = () => {};
    vi.mocked(countNewAdoptionApplications).mockReturnValueOnce(
      new Promise((resolve) => {
        answerFirst = (count) => resolve(ok(count));
      }),
    );
    vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(5));
    const refresh = renderShellWithPage();
    refresh();
    await waitFor(() => menuLink('Candidature adozione 5 nuove'));
    await act(async () => answerFirst(9));
    expect(menuLink('Candidature adozione 5 nuove')).toBeInTheDocument();
  });
});
