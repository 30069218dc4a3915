import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import * as z from 'zod/mini';
import { association } from '#src/config/association';
import { publicHorseSchema } from '#src/features/horses/model/public-horse';
import { loadEvent, loadEvents } from '#src/features/events/web-events';
import { loadWebHorse, loadWebHorses } from '#src/features/horses/web-horses';
import { fail, ok } from '#src/lib/data/result';
import { paths, routePatterns } from '#src/config/paths';
import { RootLayout } from './root-layout';
import { appRouterOptions, appRoutes } from './router';
import { RouteError } from './routes/route-error';

function renderRoutes(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { ...appRouterOptions, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('app router', () => {
  it('renders the home page with the association name and the manifesto', async () => {
    renderRoutes('/');
    expect(await screen.findByRole('heading', { level: 1, name: association.name })).toBeVisible();
    expect(
      screen.getByText('Aiutaci a salvare chi non può salvarsi da solo!', { selector: 'p' }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    [paths.association(), 'Chi siamo'],
    [paths.support(), 'Sostienici'],
    [paths.circles(), 'Le cerchie dei sostenitori'],
    [paths.fivePerThousand(), '5x1000'],
    [paths.horses(), 'I nostri cavalli'],
    [paths.contacts(), 'Contatti'],
    [paths.events('it'), 'Eventi'],
    [paths.events('en'), 'Events'],
    [paths.event('it', 'festa'), 'festa'],
    [paths.event('en', 'festa'), 'festa'],
    [paths.privacy(), 'Informativa sulla privacy'],
  ])('renders %s, loading the page on demand', async (path, heading) => {
    renderRoutes(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it("renders a web horse from its page's published file", async () => {
    const frodo = z.parse(publicHorseSchema, { slug: 'frodo', name: 'Frodo', showWeb: true });
    // Its loader reads the horse, then the page's own fresh read.
    vi.mocked(loadWebHorse).mockResolvedValueOnce(ok(frodo)).mockResolvedValueOnce(ok(frodo));
    renderRoutes(paths.horse('frodo'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frodo' })).toBeVisible();
  });

  it.each([
    [paths.horse('nessuno'), 'Cavallo non trovato', 'Vedi tutti i cavalli', paths.horses()],
    [paths.horse('nobody', 'en'), 'Horse not found', 'See all our horses', paths.horses('en')],
  ])(
    'renders %s, a horse not on the web, as not found, with a link to the horses',
    async (path, title, link, list) => {
      renderRoutes(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', list);
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      );
    },
  );

  it('renders an event not on the web as not found, with a link to the events', async () => {
    // Its loader reads the event, then the page's own fresh read: both find nothing.
    const missing = fail('not-found', 'events/nessuno non esiste.');
    vi.mocked(loadEvent).mockResolvedValueOnce(missing).mockResolvedValueOnce(missing);
    renderRoutes(paths.event('en', 'nessuno'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all our events' })).toHaveAttribute(
      'href',
      paths.events('en'),
    );
  });

  describe('when a read fails', () => {
    afterEach(() => {
      for (const load of [loadWebHorses, loadWebHorse, loadEvents, loadEvent]) {
        vi.mocked(load).mockReset();
      }
    });

    it.each([
      [paths.horses(), 'Non riusciamo a mostrarti i cavalli in questo momento: Offline.'],
      [paths.support(), 'Non riusciamo a mostrarti i cavalli in questo momento: Offline.'],
      [
        paths.horse('frodo'),
        'Non riusciamo a mostrarti questo cavallo in questo momento: Offline.',
      ],
      [paths.events('it'), 'Non riusciamo a mostrarti gli eventi in questo momento: Offline.'],
      [paths.event('en', 'festa'), 'We cannot show this event right now: Offline.'],
    ])('shows why %s could not be read, and logs it', async (path, message) => {
      vi.mocked(console.error).mockImplementation(() => {});
      const offline = () => fail('unavailable', 'Offline.');
      vi.mocked(loadWebHorses).mockImplementation(async () => offline());
      // A page's loader reads, then the page's own read tries again: both fail.
      vi.mocked(loadWebHorse).mockImplementation(async () => offline());
      vi.mocked(loadEvents).mockImplementation(async () => offline());
      vi.mocked(loadEvent).mockImplementation(async () => offline());
      renderRoutes(path);
      const alerts = await screen.findAllByRole('alert', {});
      expect(alerts[0]).toHaveTextContent(message);
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(/ non lett[io]: Offline\.$/),
      );
    });

    it('reads the horses again on "Riprova", and shows them', async () => {
      vi.mocked(console.error).mockImplementation(() => {});
      // The page's loader and its own read fail; "Riprova" reads again.
      vi.mocked(loadWebHorses)
        .mockResolvedValueOnce(fail('unavailable', 'Offline.'))
        .mockResolvedValueOnce(fail('unavailable', 'Offline.'))
        .mockResolvedValueOnce(ok([{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }]));
      renderRoutes(paths.horses());
      const alert = await screen.findByRole('alert', {});
      await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
      expect(await screen.findByRole('link', { name: /Ada/ })).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('renders the not-found page, not indexable, for an unknown route', async () => {
    renderRoutes('/questa/pagina/non/esiste');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeVisible();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('declares every /admin route as lazy, with no component loaded up front', async () => {
    const { adminPages } = await import('./routes/admin/admin-pages');
    const adminRoutes = flatten([...appRoutes, ...adminPages]).filter(
      (route) => route.path?.startsWith(routePatterns.admin) || route.index === true,
    );
    const adminPaths = adminRoutes.map((route) => route.path ?? '(index)');
    expect(adminPaths).toEqual(expect.arrayContaining(['/admin/login', '/admin', '(index)']));
    for (const route of adminRoutes) {
      expect(typeof route.lazy, route.path ?? 'admin index').toBe('function');
      expect(route.Component ?? route.element).toBeUndefined();
    }
  });

  it('loads the back office on demand, and sends a visitor who is not signed in to the login', async () => {
    const router = renderRoutes(paths.adminHorse('frodo'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Area riservata' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.adminLogin());
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('scrolls to the top on every route change', async () => {
    const user = userEvent.setup();
    renderRoutes('/');
    await screen.findByRole('heading', { level: 1, name: association.name });
    vi.mocked(window.scrollTo).mockClear();

    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    await user.click(within(nav).getByRole('link', { name: 'Cavalli' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I nostri cavalli' }),
    ).toBeVisible();
    // The layout scrolls in an effect of the new route, which may commit after its heading.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('shows "Unhandled Thrown Error!" when a route throws', async () => {
    // React and React Router report the caught error on the console: expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderRoutes('/', [
      {
        Component: RootLayout,
        errorElement: <RouteError />,
        children: [{ path: '/', Component: Broken }],
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unhandled Thrown Error!' }),
    ).toBeVisible();
  });
});
