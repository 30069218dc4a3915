import { publishedHorseListPath, publishedHorsePath } from '#src/config/storage-paths';
import { publishedSite } from '#src/test-support/published-files';
import type { HorseNews } from './model/horse-news';
import { horseNewsPageData, loadPublishedNews } from './web-news';

// The real module (the other unit tests get a mock of it, tests/setup/unit.ts), on stand-in files.
vi.unmock('./web-news');

const news: HorseNews = {
  id: 'NewsId00000000000001',
  horseSlug: 'ada',
  date: '2026-05-12',
  title: 'Un nuovo amico',
  text: '<p>Con Blu.</p>',
  photo: '',
};

const list = [{ slug: 'ada', name: 'Ada', status: 'In cerca di casa' }];

describe('loadPublishedNews', () => {
  it("reads a horse's news from its page file, as the back office published them", async () => {
    const { reads } = publishedSite({
      [publishedHorseListPath]: list,
      [publishedHorsePath('ada')]: { horse: {}, ...horseNewsPageData([news]) },
    });
    expect(await loadPublishedNews(reads, 'ada')).toEqual({ success: true, data: [news] });
  });

  it('has no news for a horse not on the site, without asking for its file', async () => {
    const { reads, fetcher } = publishedSite({ [publishedHorseListPath]: list });
    expect(await loadPublishedNews(reads, 'zorro')).toEqual({ success: true, data: [] });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fails when the list cannot be read', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const { reads, fetcher } = publishedSite({});
    fetcher.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await loadPublishedNews(reads, 'ada')).error?.code).toBe('unavailable');
  });
});
