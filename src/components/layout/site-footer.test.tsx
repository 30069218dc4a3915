import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { association } from '../../config/association';
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
    renderFooter();
    const year = new Date().getFullYear();
    expect(
      screen.getByText(`© ${year} ${association.name} · ${association.tagline}`),
    ).toBeInTheDocument();
  });

  it('shows the logo linking to the home page', () => {
    renderFooter();
    const brand = screen.getByRole('link', { name: association.name });
    expect(brand).toHaveAttribute('href', '/');
    expect(brand.querySelector('img')).toHaveAttribute('src', '/logo.svg');
  });
});
