import { prerenderRoutes } from '#src/entry-server.tsx';
import type { PublicHorse } from '#src/features/horses/model/public-horse.ts';
import type { HorseNews } from '#src/features/news/model/horse-news.ts';
import { dataFor, pagesToRender } from './prerender.ts';

// A horse page embeds its own horse's news, newest first (docs/decisions/0039-horse-news.md); no
// other page embeds any.

const now = new Date('2026-05-20T10:00:00Z');
const horse = (slug: string) => ({ slug, name: slug.toUpperCase() }) as unknown as PublicHorse;
const news = (id: string, horseSlug: string, date: string): HorseNews => ({
  id,
  horseSlug,
  date,
  title: `Notizia ${id}`,
  text: '<p>Testo</p>',
  photo: '',
});

const horses = [horse('ada'), horse('bruno')];
// As the build reads them: newest first.
const allNews = [
  news('n3', 'ada', '2026-05-12'),
  news('n2', 'bruno', '2026-05-01'),
  news('n1', 'ada', '2026-04-02'),
];
const pages = pagesToRender(prerenderRoutes, horses);
const page = (path: string) => {
  const found = pages.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`${path} is not prerendered`);
  return found;
};

describe('the news a page embeds', () => {
  it("embeds a horse page's own news, newest first", () => {
    const site = { horses, news: allNews, now };
    expect(dataFor(page('/cavalli/ada'), site).news).toEqual({
      horseSlug: 'ada',
      news: [allNews[0], allNews[2]],
    });
    expect(dataFor(page('/cavalli/bruno'), site).news).toEqual({
      horseSlug: 'bruno',
      news: [allNews[1]],
    });
  });

  it('embeds an empty list for a horse without news: the page knows there is none', () => {
    const site = { horses: [...horses, horse('cleo')], news: allNews, now };
    const cleo = pagesToRender(prerenderRoutes, site.horses).find(
      (candidate) => candidate.path === '/cavalli/cleo',
    );
    expect(cleo && dataFor(cleo, site).news).toEqual({ horseSlug: 'cleo', news: [] });
  });

  it('embeds no news on other pages, nor when the build could not read them', () => {
    const site = { horses, news: allNews, now };
    for (const path of ['/', '/cavalli', '/sostienici']) {
      expect(dataFor(page(path), site)).not.toHaveProperty('news');
    }
    expect(dataFor(page('/cavalli/ada'), { horses, now })).not.toHaveProperty('news');
  });
});
