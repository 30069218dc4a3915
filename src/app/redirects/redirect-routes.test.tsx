import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRouterOptions, appRoutes } from '../router';
import { paths, routePatterns } from '#src/config/paths';

function renderAt(path: string, before: string[] = []) {
  const router = createMemoryRouter(appRoutes, {
    ...appRouterOptions,
    initialEntries: [...before, path],
    initialIndex: before.length,
  });
  render(<RouterProvider router={router} />);
  return router;
}

function matchedPattern(router: ReturnType<typeof renderAt>) {
  return router.state.matches.at(-1)?.route.path;
}

async function expectNotFound(title = 'Pagina non trovata') {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

describe('redirectRoutes in the app router', () => {
  // Pages that read data stay loading: these tests are about where a visitor lands, not a backend's
  // timing.
  beforeAll(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    ),
  );
  afterAll(() => vi.unstubAllGlobals());

  it('takes /it/chi-siamo to the Associazione page', async () => {
    const router = renderAt('/it/chi-siamo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.association());
  });

  it('takes /en/cavalli/ada to the English horse page /en/horses/ada', async () => {
    const router = renderAt('/en/cavalli/ada');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.horse('ada', 'en')));
  });

  it('replaces the old address in the history and drops query and hash', async () => {
    const router = renderAt('/en/contatti/?ref=old#map', [paths.home()]);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.contacts('en')));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(paths.home());
  });

  it('takes /eventi, as a visitor types it, to the events at /it/eventi, replacing it', async () => {
    const router = renderAt('/eventi/', [paths.home()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eventi' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.events('it'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes /eventi/<slug> to the event at /it/eventi/<slug>', async () => {
    const router = renderAt('/Eventi/festa');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.event('it', 'festa')));
    expect(matchedPattern(router)).toBe(routePatterns.event.it);
  });

  it('shows the not-found page below an event', async () => {
    const router = renderAt('/eventi/festa/foto');
    await expectNotFound();
    expect(router.state.location.pathname).toBe('/eventi/festa/foto');
  });

  it('keeps the real events page at /it/eventi', async () => {
    const router = renderAt(paths.events('it'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Eventi' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.events('it'));
    expect(matchedPattern(router)).toBe(routePatterns.events.it);
  });

  it.each([
    [paths.events('en'), routePatterns.events.en],
    [paths.event('it', 'festa'), routePatterns.event.it],
    [paths.event('en', 'festa'), routePatterns.event.en],
    [paths.circleApplication('en'), routePatterns.circleApplication.en],
    [paths.association('en'), routePatterns.association.en],
  ])('keeps the real page %s (route %s)', async (path, pattern) => {
    const router = renderAt(path);
    await screen.findAllByRole('banner');
    expect(matchedPattern(router)).toBe(pattern);
    expect(router.state.location.pathname).toBe(path);
    expect(
      screen.queryByRole('heading', { name: /not found|non trovata/ }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['/it/nonesiste', '/it/*'],
    ['/it/cavalli/unknown-horse', '/it/*'],
    ['/en/events/festa/extra', '/en/*'],
    ['/fr/home', '*'],
  ])('shows the not-found page for %s without leaving it (route %s)', async (path, pattern) => {
    const router = renderAt(path);
    await expectNotFound(path.startsWith('/en/') ? 'Page not found' : 'Pagina non trovata');
    expect(router.state.location.pathname).toBe(path);
    expect(matchedPattern(router)).toBe(pattern);
  });
});
