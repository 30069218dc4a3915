import * as z from 'zod/mini';
import { renderPage } from '#src/entry-server.tsx';
import { publicHorseSchema } from '#src/features/horses/model/public-horse.ts';
import { summarizeHorse } from '#src/features/horses/web-horses.ts';
import type { HorseNews } from '#src/features/news/model/horse-news.ts';
import { createPublishedReads } from '#src/lib/published/published-reads.tsx';
import { servingSite } from '../../tests/support/published-site.ts';
import { siteFiles } from '#src/features/publishing/site-table.ts';

// A horse page embeds its own horse's news, newest first (docs/decisions/0039-horse-news.md), as
// its loader read them from the horse's published file (decision 84); no other page embeds any.

const now = new Date('2026-05-20T10:00:00Z');
const horse = (slug: string) =>
  z.parse(publicHorseSchema, {
    slug,
    name: slug.toUpperCase(),
    status: 'In cerca di casa',
    showWeb: true,
  });
const news = (id: string, horseSlug: string, date: string): HorseNews => ({
  id,
  horseSlug,
  date,
  title: `Notizia ${id}`,
  text: '<p>Testo</p>',
  photo: '',
});

const horses = [horse('ada'), horse('bruno'), horse('cleo')];
// As the publisher writes them: newest first.
const allNews = [
  news('n3', 'ada', '2026-05-12'),
  news('n2', 'bruno', '2026-05-01'),
  news('n1', 'ada', '2026-04-02'),
];
const site = () =>
  createPublishedReads(servingSite(siteFiles({ horses, news: allNews, events: [] }, now)));
const unsanitized = (html: string) => html;
/** What the page's loaders answered, whatever their routes' ids. */
const answers = async (path: string, reads = site()) =>
  Object.values((await renderPage(path, unsanitized, reads, { now })).loaderData);

describe('the news a page embeds', () => {
  it("embeds a horse page's own news, newest first, with its horse", async () => {
    expect(await answers('/cavalli/ada')).toEqual([
      { success: true, data: { horse: horses[0], news: [allNews[0], allNews[2]] } },
    ]);
    expect(await answers('/en/horses/bruno')).toEqual([
      { success: true, data: { horse: horses[1], news: [allNews[1]] } },
    ]);
  });

  it('embeds an empty list for a horse without news: the page knows there is none', async () => {
    expect(await answers('/cavalli/cleo')).toEqual([
      { success: true, data: { horse: horses[2], news: [] } },
    ]);
  });

  it('embeds no news on other pages', async () => {
    // Their loaders answer the upcoming events (none) or the horse list: no page's news.
    const list = { success: true, data: horses.map(summarizeHorse) };
    const expected = {
      '/': [{ success: true, data: [] }],
      '/cavalli': [list],
      '/sostienici': [list],
    };
    for (const [path, answered] of Object.entries(expected)) {
      expect(await answers(path), path).toEqual(answered);
    }
  });

  it('refuses to build a horse page whose file cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = createPublishedReads(async () => new Response('', { status: 503 }));
    await expect(renderPage('/cavalli/ada', unsanitized, offline)).rejects.toThrow(
      /^\/cavalli\/ada: its data could not be read/,
    );
  });
});
