import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import * as z from 'zod/mini';
import { paths } from '#src/config/paths';
import { loadEvents } from '#src/features/events/web-events';
import { publicHorseSchema } from '#src/features/horses/model/public-horse';
import { loadWebHorse, loadWebHorses } from '#src/features/horses/web-horses';
import { ok } from '#src/lib/data/result';
import type { PrerenderData } from './prerender-data';
import { appRoutes } from './router';
import { SiteDataProvider } from './site-data';

// The reads are mocked for every unit test (tests/setup/unit.ts).

const ada = z.parse(publicHorseSchema, {
  slug: 'ada',
  name: 'Ada',
  status: 'In cerca di casa',
  showWeb: true,
});
const built: PrerenderData = {
  horses: { list: [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }] },
  events: {
    lists: {
      next: [
        {
          slug: 'festa',
          name: 'Festa',
          name_it: 'Festa',
          name_en: '',
          date: '2026-06-13T22:30:00.000Z',
        },
      ],
    },
  },
};

function renderVisit(path: string, data: PrerenderData | undefined) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return render(
    <SiteDataProvider data={data}>
      <RouterProvider router={router} />
    </SiteDataProvider>,
  );
}

afterEach(() => {
  vi.mocked(loadWebHorses).mockReset();
  vi.mocked(loadWebHorses).mockResolvedValue(ok([]));
  vi.mocked(loadEvents).mockReset();
  vi.mocked(loadEvents).mockResolvedValue(ok([]));
});

describe('SiteDataProvider', () => {
  it('gives the pages what the page was built with, before any read answers', async () => {
    vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {}));
    vi.mocked(loadEvents).mockReturnValue(new Promise(() => {}));
    renderVisit(paths.home(), built);
    expect(screen.getByRole('heading', { level: 2, name: 'Prossimi eventi' })).toBeVisible();
    expect(screen.getByText('Festa')).toBeVisible();
    await act(async () => {});
  });

  it('gives nothing to a visit without a prerendered page (the app shell)', async () => {
    vi.mocked(loadEvents).mockReturnValue(new Promise(() => {}));
    renderVisit(paths.home(), undefined);
    expect(screen.queryByRole('heading', { level: 2, name: 'Prossimi eventi' })).toBeNull();
    await act(async () => {});
  });

  it('reads the horse list once per visit, whatever pages the visitor opens', async () => {
    vi.mocked(loadWebHorses).mockResolvedValue(
      ok([{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }]),
    );
    vi.mocked(loadWebHorse).mockResolvedValue(ok(ada));
    const user = userEvent.setup();
    renderVisit(paths.horses(), built);
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
    expect(loadWebHorses).toHaveBeenCalledTimes(1);
    expect(loadWebHorse).toHaveBeenCalledWith(expect.anything(), 'ada');
    vi.mocked(loadWebHorse).mockReset();
  });

  it('starts a new visit, with a read of its own, for each provider', async () => {
    vi.mocked(loadWebHorses).mockResolvedValue(
      ok([{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }]),
    );
    const first = renderVisit(paths.horses(), built);
    await screen.findByRole('heading', { level: 1, name: 'I nostri cavalli' });
    first.unmount();
    renderVisit(paths.horses(), built);
    await screen.findByRole('heading', { level: 1, name: 'I nostri cavalli' });
    await act(async () => {});
    expect(loadWebHorses).toHaveBeenCalledTimes(2);
  });
});
