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

describe('NotFoundPage of a horse or an event', () => {
  it.each([
    [
      'horse',
      '/cavalli/nessuno',
      'Cavallo non trovato',
      'Vedi tutti i cavalli',
      '/cavalli',
      'Torna alla home',
      '/',
    ],
    [
      'horse',
      '/en/horses/nobody',
      'Horse not found',
      'See all our horses',
      '/en/horses',
      'Back to the home page',
      '/en',
    ],
    [
      'event',
      '/it/eventi/nessuno',
      'Evento non trovato',
      'Vedi tutti gli eventi',
      '/it/eventi',
      'Torna alla home',
      '/',
    ],
    [
      'event',
      '/en/events/nothing',
      'Event not found',
      'See all our events',
      '/en/events',
      'Back to the home page',
      '/en',
    ],
  ] as const)(
    'of a %s at %s says so and leads to the list, then home; not indexable',
    (of, path, title, list, listHref, home, homeHref) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <NotFoundPage of={of} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const links = screen.getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [list, listHref],
        [home, homeHref],
      ]);
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      );
      expect(document.title).toBe(`${title} | ${association.name}`);
    },
  );
});
