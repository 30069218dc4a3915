import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { KnownHtmlContext } from '#src/lib/html/known-html';
import type { HorseNews } from '../model/horse-news';
import { HorseNewsList } from './horse-news-list';

// The news come from the horse page's loader (decision 84); how the page follows the visit's fresh
// read of them is tested with the page (src/app/routes/site/horse-data.test.tsx).

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

function renderList(news: readonly HorseNews[]) {
  return render(
    <KnownHtmlContext value={known}>
      <HorseNewsList news={news} horseName="Ada" />
    </KnownHtmlContext>,
  );
}

const articles = () => screen.getAllByRole('article');

describe('the news on a horse page', () => {
  it('shows the news the page was given at once, newest first', () => {
    renderList([photoNews, plainNews]);
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

  it('shows nothing at all without news, and the news once there are some', () => {
    const { container, unmount } = renderList([]);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    const other = renderList([plainNews]);
    expect(other.container).not.toBeEmptyDOMElement();
    expect(screen.getByRole('region', { name: 'Notizie da Ada' })).toBeVisible();
  });

  it('shows an English page the Italian news under a note, marked as Italian, dated in English', () => {
    render(
      <MemoryRouter initialEntries={['/en/horses/ada']}>
        <KnownHtmlContext value={known}>
          <HorseNewsList news={[photoNews, plainNews]} horseName="Ada" />
        </KnownHtmlContext>
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
