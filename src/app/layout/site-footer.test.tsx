import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { consentStore } from '#src/features/consent/consent-store';
import { SiteFooter } from './site-footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe('SiteFooter', () => {
  it('shows the contact e-mail and the tax code from the association config', () => {
    renderFooter();
    const email = screen.getByRole('link', { name: association.email });
    expect(email).toHaveAttribute('href', `mailto:${association.email}`);
    expect(screen.getByText(association.taxCode)).toBeInTheDocument();
    expect(screen.getByText('Codice fiscale')).toBeInTheDocument();
  });

  it('has named social links to Instagram, Facebook and e-mail', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      association.social.instagram,
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      association.social.facebook,
    );
    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:${association.email}`,
    );
  });

  it('shows the copyright line with the current year and the tagline', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    try {
      renderFooter();
      expect(
        screen.getByText(`© 2031 ${association.name} · ${association.tagline}`),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the logo linking to the home page', () => {
    renderFooter();
    const brand = screen.getByRole('link', { name: association.name });
    expect(brand).toHaveAttribute('href', '/');
    expect(brand.querySelector('img')).toHaveAttribute('src', '/logo.svg');
  });

  it('links to the privacy notice', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', paths.privacy());
  });

  it('has a "Preferenze cookie" button that reopens the cookie notice', async () => {
    const user = userEvent.setup();
    consentStore.close();
    renderFooter();
    await user.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    expect(consentStore.getSnapshot().reopened).toBe(true);
  });
});
