import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { association } from '#src/config/association';
import { SiteHeader } from './site-header';

function renderHeaderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Menu principale' });
}

function currentLinks() {
  return within(mainNav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('SiteHeader', () => {
  it('links the logo and the association name to the home page', () => {
    renderHeaderAt('/cavalli');
    const brand = screen.getByRole('link', { name: association.name });
    expect(brand).toHaveAttribute('href', '/');
  });

  it('lists Home, Associazione, Sostienici, Cavalli, Contatti in this order', () => {
    renderHeaderAt('/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Associazione', '/associazione'],
      ['Sostienici', '/sostienici'],
      ['Cavalli', '/cavalli'],
      ['Contatti', '/contatti'],
    ]);
  });

  it.each([
    ['/', ['Home']],
    ['/associazione', ['Associazione']],
    ['/sostienici/cerchie/candidatura-cerchia', ['Sostienici']],
    ['/sostienici/cinque-x-mille', ['Sostienici']],
    ['/cavalli/frodo', ['Cavalli']],
    ['/contatti', ['Contatti']],
    ['/contatti/altro', []],
    ['/pagina-inesistente', []],
  ])('marks the active link on %s', (path, expected) => {
    renderHeaderAt(path);
    expect(currentLinks()).toEqual(expected);
  });

  it('toggles the mobile menu with a named button and closes it on navigation', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveAttribute('data-open', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Cavalli' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(currentLinks()).toEqual(['Cavalli']);
  });

  it('closes the mobile menu with Escape and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
