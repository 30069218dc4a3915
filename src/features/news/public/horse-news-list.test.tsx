import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { KnownHtmlContext } from '#src/lib/html/known-html';
import { fail, ok } from '#src/lib/data/result';
import { HorseNewsSnapshotContext } from '../horse-news-snapshot';
import type { HorseNewsSnapshot } from '../news-snapshot';
import type { HorseNews } from '../model/horse-news';
import { loadPublishedNews } from '../web-news';
import { HorseNewsList } from './horse-news-list';

const photoNews: HorseNews = {
  id: 'NewsWithPhoto0000001',
  horseSlug: 'ada',
  date: '2026-05-12',
  title: 'Un nuovo amico',
  text: '<p>Con <strong>Blu</strong>.</p><img src="x" onerror="alert(1)">',
  photo: 'horses/ada/news/NewsWithPhoto0000001.webp',
};
const plainNews: HorseNews = {
  id: 'OldNewsId00000000001',
  horseSlug: 'ada',
  date: '2026-03-01',
  title: 'Visita del dentista',
  text: '',
  photo: '',
};

const known = (html: string) =>
  html === photoNews.text ? '<p>Con <strong>Blu</strong>.</p>' : undefined;

function renderList(snapshot?: HorseNewsSnapshot) {
  return render(
    <HorseNewsSnapshotContext value={snapshot}>
      <KnownHtmlContext value={known}>
        <HorseNewsList horseSlug="ada" horseName="Ada" />
      </KnownHtmlContext>
    </HorseNewsSnapshotContext>,
  );
}

const articles = () => screen.getAllByRole('article');

afterEach(() => vi.mocked(loadPublishedNews).mockReset());

describe('the news on a horse page', () => {
  it('shows the news the page was built with at once, newest first', () => {
    vi.mocked(loadPublishedNews).mockReturnValue(new Promise(() => {}));
    renderList({ horseSlug: 'ada', news: [photoNews, plainNews] });
    const section = screen.getByRole('region', { name: 'Notizie da Ada' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Un nuovo amico', 'Visita del dentista']);
    const [first] = articles();
    expect(within(first as HTMLElement).getByText('12 maggio 2026')).toHaveAttribute(
      'datetime',
      '2026-05-12',
    );
    // The text as sanitised HTML: bold kept, the script-bearing image gone.
    expect(within(first as HTMLElement).getByText('Blu').tagName).toBe('STRONG');
    expect((first as HTMLElement).querySelector('[onerror]')).toBeNull();
    const photo = within(first as HTMLElement).getByRole('img', { name: 'Ada: Un nuovo amico' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '800');
    expect(photo.getAttribute('src')).toContain(encodeURIComponent(photoNews.photo));
    expect(within(articles()[1] as HTMLElement).queryByRole('img')).toBeNull();
  });

  it('follows the visit’s fresh read: a news added since the build appears first', async () => {
    const added = { ...plainNews, id: 'AddedNews00000000001', date: '2026-06-01', title: 'Nuova' };
    vi.mocked(loadPublishedNews).mockResolvedValue(ok([added, photoNews]));
    renderList({ horseSlug: 'ada', news: [photoNews, plainNews] });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Nuova',
        'Un nuovo amico',
      ]),
    );
    expect(loadPublishedNews).toHaveBeenCalledWith(expect.anything(), 'ada');
  });

  it('keeps what the page shows when the fresh read fails', async () => {
    const read = Promise.resolve(fail<HorseNews[]>('unavailable', 'Non raggiungibile.'));
    vi.mocked(loadPublishedNews).mockReturnValue(read);
    renderList({ horseSlug: 'ada', news: [plainNews] });
    await act(() => read);
    expect(screen.getByRole('heading', { level: 3, name: 'Visita del dentista' })).toBeVisible();
  });

  it('shows nothing at all without news, and nothing while they load', async () => {
    vi.mocked(loadPublishedNews).mockResolvedValue(ok([]));
    const { container, unmount } = renderList({ horseSlug: 'ada', news: [] });
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(loadPublishedNews).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    unmount();

    let answer: (value: Awaited<ReturnType<typeof loadPublishedNews>>) => void = () => {};
    vi.mocked(loadPublishedNews).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const other = renderList({ horseSlug: 'blu', news: [photoNews] });
    expect(other.container).toBeEmptyDOMElement();
    act(() => answer(ok([plainNews])));
    expect(await screen.findByRole('region', { name: 'Notizie da Ada' })).toBeVisible();
  });

  it('shows an English page the Italian news under a note, marked as Italian, dated in English', () => {
    vi.mocked(loadPublishedNews).mockReturnValue(new Promise(() => {}));
    render(
      <MemoryRouter initialEntries={['/en/horses/ada']}>
        <HorseNewsSnapshotContext value={{ horseSlug: 'ada', news: [photoNews, plainNews] }}>
          <KnownHtmlContext value={known}>
            <HorseNewsList horseSlug="ada" horseName="Ada" />
          </KnownHtmlContext>
        </HorseNewsSnapshotContext>
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'News from Ada' });
    expect(within(section).getByText('We write our news in Italian.')).not.toHaveAttribute('lang');
    for (const article of articles()) expect(article).toHaveAttribute('lang', 'it');
    expect(within(articles()[0] as HTMLElement).getByText('12 May 2026')).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
