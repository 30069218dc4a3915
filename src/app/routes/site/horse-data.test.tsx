import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routePatterns } from '#src/config/paths';
import type { PublicHorse } from '#src/features/horses/model/public-horse';
import { loadWebHorse, loadWebHorses } from '#src/features/horses/web-horses';
import type { HorseNews } from '#src/features/news';
import { loadPublishedNews } from '#src/features/news/web-news';
import { fail, ok, type Result } from '#src/lib/data/result';
import { createPublishedReads } from '#src/lib/published/published-reads';
import { aPublicHorse } from '#src/test-support/factories';
import { HorsePage, horseLoader, type HorsePageData } from './horse';

// The horse page's data comes through its route's loader (decision 84): the build's answer is the
// router's hydration data, and the visit's fresh read corrects it.

const ada = aPublicHorse({ slug: 'ada', name: 'Ada', showWeb: true, claim_it: 'Dolcissima' });
const news = (id: string, date: string, title: string): HorseNews => ({
  id,
  horseSlug: 'ada',
  date,
  title,
  text: '',
  photo: '',
});
const dentist = news('OldNewsId00000000001', '2026-03-01', 'Visita del dentista');
const added = news('AddedNews00000000001', '2026-06-01', 'Nuova');

const routes = [
  { id: 'horse', path: routePatterns.horse.it, loader: horseLoader, Component: HorsePage },
];

/** A prerendered page: the router hydrates with what the build's loader answered. */
function hydrate(built: Result<HorsePageData>) {
  const router = createMemoryRouter(routes, {
    initialEntries: ['/cavalli/ada'],
    hydrationData: { loaderData: { horse: built } },
  });
  render(<RouterProvider router={router} />);
}

/** A page the browser renders on its own (the app shell, a link inside the app). */
function visit(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(() => {
  for (const load of [loadWebHorses, loadWebHorse, loadPublishedNews]) vi.mocked(load).mockReset();
  vi.mocked(loadWebHorse).mockResolvedValue(ok(null));
  vi.mocked(loadPublishedNews).mockResolvedValue(ok([]));
});

describe('the horse page’s data', () => {
  it('hydrates with the build’s answer, then follows the visit’s fresh read', async () => {
    let answer!: (value: Result<PublicHorse | null>) => void;
    vi.mocked(loadWebHorse).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    vi.mocked(loadPublishedNews).mockResolvedValueOnce(ok([added, dentist]));
    hydrate(ok({ horse: ada, news: [dentist] }));
    // The first render is the HTML: the build's horse and news, before any read answers.
    expect(screen.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
    expect(screen.getByText('Dolcissima')).toBeVisible();
    expect(titles()).toEqual(['Visita del dentista']);
    // The loader did not run again: the only read is the visit's fresh one.
    expect(loadWebHorse).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'ada');
    await act(async () => answer(ok({ ...ada, claim_it: 'Ora adottabile' })));
    expect(screen.getByText('Ora adottabile')).toBeVisible();
    // A news added since the build appears first.
    expect(titles()).toEqual(['Nuova', 'Visita del dentista']);
    expect(loadPublishedNews).toHaveBeenCalledWith(expect.anything(), 'ada');
  });

  it('keeps what the page shows when the fresh read fails, and says nothing', async () => {
    const read = Promise.resolve(fail<PublicHorse | null>('unavailable', 'Non raggiungibile.'));
    vi.mocked(loadWebHorse).mockReturnValueOnce(read);
    hydrate(ok({ horse: ada, news: [dentist] }));
    await act(() => read);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Visita del dentista' })).toBeVisible();
  });

  it('becomes the not-found page when the horse left the site since the build', async () => {
    vi.mocked(loadWebHorse).mockResolvedValueOnce(ok(null));
    hydrate(ok({ horse: ada, news: [] }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cavallo non trovato' }),
    ).toBeVisible();
  });

  it('reads the horse through the loader in a browser: null when the site has none', async () => {
    vi.mocked(loadWebHorse).mockImplementation(async (_reads, slug) =>
      ok(slug === 'ada' ? ada : null),
    );
    visit('/cavalli/ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
    visit('/cavalli/zorro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cavallo non trovato' }),
    ).toBeVisible();
  });

  it('shows the horse without its news when only the news fail, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadWebHorse).mockResolvedValue(ok(ada));
    vi.mocked(loadPublishedNews).mockResolvedValue(fail('malformed-document', 'Non valido.'));
    visit('/cavalli/ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Notizie di ada non lette: Non valido.');
  });
});

describe('horseLoader', () => {
  it('reads through the reads the prerender gives it as its context, else the visit’s', async () => {
    vi.mocked(loadWebHorse).mockResolvedValue(ok(ada));
    vi.mocked(loadPublishedNews).mockResolvedValue(ok([dentist]));
    const build = createPublishedReads(async () => new Response('', { status: 404 }));
    const args = (context: unknown) => ({
      params: { slug: 'ada' },
      context,
      request: new Request('https://x/cavalli/ada'),
      unstable_pattern: routePatterns.horse.it,
    });
    // The build's context (entry-server.tsx): its reads and its time.
    const context = { reads: build, now: new Date() };
    expect(await horseLoader(args(context) as never)).toEqual(ok({ horse: ada, news: [dentist] }));
    expect(loadWebHorse).toHaveBeenLastCalledWith(build, 'ada');
    expect(loadPublishedNews).toHaveBeenLastCalledWith(build, 'ada');
    await horseLoader(args(undefined) as never);
    await waitFor(() => expect(loadWebHorse).toHaveBeenCalledTimes(2));
    expect(vi.mocked(loadWebHorse).mock.calls[1]?.[0]).not.toBe(build);
  });

  it('answers no news for a horse the site does not have', async () => {
    vi.mocked(loadWebHorse).mockResolvedValue(ok(null));
    vi.mocked(loadPublishedNews).mockResolvedValue(ok([dentist]));
    const answer = await horseLoader({ params: { slug: 'zorro' }, context: undefined } as never);
    expect(answer).toEqual(ok({ horse: null, news: [] }));
  });
});
