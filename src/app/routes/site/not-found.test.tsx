import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { association } from '#src/config/association';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  it('says the page was not found and marks it as not indexable', () => {
    render(
      <MemoryRouter initialEntries={['/pagina-inesistente']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.title).toBe(`Pagina non trovata | ${association.name}`);
  });
});
