import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, createStaticHandler, RouterProvider } from 'react-router';
import * as z from 'zod/mini';
import { paths } from '#src/config/paths';
import { loadEvents } from '#src/features/events/web-events';
import { publicHorseSchema } from '#src/features/horses/model/public-horse';
import { loadWebHorse, loadWebHorses } from '#src/features/horses/web-horses';
import { ok } from '#src/lib/data/result';
import { appRouterOptions, appRoutes, createHydratingRouter } from './router';

// The reads are mocked for every unit test (tests/setup/unit.ts).

const ada = z.parse(publicHorseSchema, {
  slug: 'ada',
  name: 'Ada',
  status: 'In cerca di casa',
  showWeb: true,
});
/** What the build's loaders answered for `path` (the prerender's static handler). */
async function builtAt(path: string, fetched: { horses?: boolean; events?: boolean } = {}) {
  if (fetched.horses)
    vi.mocked(loadWebHorses).mockResolvedValueOnce(
      ok([{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }]),
    );
  if (fetched.events) vi.mocked(loadEvents).mockResolvedValueOnce(ok([festa]));
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects`);
  return context.loaderData;
}

const festa = {
  slug: 'festa',
  name: 'Festa',
  name_it: 'Festa',
  name_en: '',
  date: new Date('2026-06-13T22:30:00.000Z'),
};

/** A visit as main.tsx starts it: a prerendered page hydrates with its loaders' answers. */
async function renderVisit(path: string, loaderData: Record<string, unknown> | undefined) {
  window.history.replaceState(null, '', path);
  const router = loaderData
    ? await createHydratingRouter(loaderData)
    : createMemoryRouter(appRoutes, { ...appRouterOptions, initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  // The pages' fresh reads answer.
  await act(async () => {});
  return view;
}

afterEach(() => {
  vi.mocked(loadWebHorses).mockReset();
  vi.mocked(loadWebHorses).mockResolvedValue(ok([]));
  vi.mocked(loadEvents).mockReset();
  vi.mocked(loadEvents).mockResolvedValue(ok([]));
});

describe('a page’s data through its loader (decision 84)', () => {
  it('gives the page what its loaders answered at build time, before any read answers', async () => {
    const built = await builtAt(paths.home(), { events: true });
    vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {}));
    vi.mocked(loadEvents).mockReturnValue(new Promise(() => {}));
    await renderVisit(paths.home(), built);
    expect(screen.getByRole('heading', { level: 2, name: 'Prossimi eventi' })).toBeVisible();
    expect(screen.getByText('Festa')).toBeVisible();
    await act(async () => {});
  });

  it('gives nothing to a visit without a prerendered page (the app shell)', async () => {
    vi.mocked(loadEvents).mockReturnValue(new Promise(() => {}));
    await renderVisit(paths.home(), undefined);
    expect(screen.queryByRole('heading', { level: 2, name: 'Prossimi eventi' })).toBeNull();
    await act(async () => {});
  });

  it('reads the horse list through the visit’s one reads, whatever pages the visitor opens', async () => {
    vi.mocked(loadWebHorses).mockResolvedValue(
      ok([{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }]),
    );
    vi.mocked(loadWebHorse).mockResolvedValue(ok(ada));
    const user = userEvent.setup();
    await renderVisit(paths.horses(), await builtAt(paths.horses(), { horses: true }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I nostri cavalli' }),
    ).toBeVisible();
    expect(screen.getAllByText('Ada').length).toBeGreaterThan(0);
    const gallery = screen.getAllByRole('list').find((list) => within(list).queryByText('Ada'));
    if (!gallery) throw new Error('No gallery shows Ada');
    await user.click(within(gallery).getByRole('link', { name: /Ada/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    await user.click(within(nav).getByRole('link', { name: 'Cavalli' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'I nostri cavalli' }),
    ).toBeVisible();
    // Each loader and each page's fresh read asks the visit's reads, which fetch a file once
    // (published-reads.test.ts); the build's were its own.
    const visitReads = vi
      .mocked(loadWebHorses)
      .mock.calls.slice(1)
      .map(([reads]) => reads);
    expect(new Set(visitReads).size).toBe(1);
    expect(loadWebHorse).toHaveBeenCalledWith(expect.anything(), 'ada');
    vi.mocked(loadWebHorse).mockReset();
  });

  it('reads afresh once on each prerendered page, without running its loader again', async () => {
    const built = await builtAt(paths.horses(), { horses: true });
    vi.mocked(loadWebHorses).mockClear();
    vi.mocked(loadWebHorses).mockResolvedValue(
      ok([{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }]),
    );
    const first = await renderVisit(paths.horses(), built);
    await screen.findByRole('heading', { level: 1, name: 'I nostri cavalli' });
    first.unmount();
    await renderVisit(paths.horses(), built);
    await screen.findByRole('heading', { level: 1, name: 'I nostri cavalli' });
    await act(async () => {});
    expect(loadWebHorses).toHaveBeenCalledTimes(2);
  });
});
