import { screen, within } from '@testing-library/react';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { AdminShell, adminMenuId } from './admin-shell';
import { adminMenuStorageKey } from './menu-state';

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

beforeEach(() => localStorage.clear());
afterEach(() => setWidth(initialWidth));

describe('AdminShell', () => {
  it('lists the back-office sections and links the logo to the public home', () => {
    setWidth(1280);
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Menu area riservata' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Equinozio ODV', '/'],
      ['Dashboard', '/admin'],
      ['Cavalli', '/admin/horses'],
      ['Eventi', '/admin/events'],
      ['Candidature adozione', '/admin/adoption-applications'],
      ['Candidature cessione', '/admin/cession-applications'],
      ['Candidature cerchie', '/admin/circle-applications'],
      ['Registro attività', '/admin/logs'],
    ]);
  });

  it('opens the menu by default on a laptop, with a toggle that says so', () => {
    setWidth(1280);
    renderShell();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', adminMenuId);
    expect(menu()).toBeVisible();
  });

  it.each([375, 767])('closes the menu by default at %i px', (width) => {
    setWidth(width);
    renderShell();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeVisible();
  });

  it('remembers the toggled state in browser storage', async () => {
    setWidth(1280);
    const { events } = renderShell();
    await events.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(adminMenuStorageKey)).toBe('closed');
  });

  it('restores the stored state', () => {
    setWidth(1280);
    localStorage.setItem(adminMenuStorageKey, 'closed');
    renderShell();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone overlay on navigation and on Escape', async () => {
    setWidth(375);
    const { events } = renderShell();
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
    await events.click(screen.getByRole('link', { name: 'Cavalli' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows given and family name, else the e-mail, in the top bar', () => {
    renderShell({ given_name: 'Anna', family_name: 'Bianchi' });
    expect(screen.getByRole('button', { name: 'Anna Bianchi' })).toBeInTheDocument();
  });

  it('signs out from the user dropdown', async () => {
    const { events, signOut } = renderShell();
    await events.click(screen.getByRole('button', { name: 'staff@example.org' }));
    await events.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('shows the version in the footer', () => {
    renderShell();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`versione ${__APP_VERSION__}`);
  });
});
