import { readList } from '#src/lib/data/firestore-data';
import { requiredIndexes } from '#src/lib/data/query-spec';
import { fail, ok } from '#src/lib/data/result';
import type { HorseNews } from '../model/horse-news';
import { allHorseNewsSpec, horseNewsSpec, listAllHorseNews, listHorseNews } from './web-news-api';

vi.mock('#src/lib/data/firestore-data', () => ({ readList: vi.fn() }));

const item = (id: string, date: string, horseSlug = 'ada'): HorseNews => ({
  id,
  horseSlug,
  date,
  title: id,
  text: '',
  photo: '',
});

afterEach(() => vi.mocked(readList).mockReset());

describe('the news queries', () => {
  it("asks for one horse's news by equality only: no composite index", () => {
    expect(horseNewsSpec('ada')).toEqual({
      collection: 'horseNews',
      equals: [['horseSlug', 'ada']],
      orderBy: [],
    });
    expect(requiredIndexes(horseNewsSpec('ada'))).toEqual([]);
    expect(requiredIndexes(allHorseNewsSpec)).toEqual([]);
  });

  it("answers a horse's news newest first", async () => {
    vi.mocked(readList).mockResolvedValue(
      ok([item('a', '2026-01-05'), item('b', '2026-04-01'), item('c', '2025-12-31')]),
    );
    const result = await listHorseNews('ada');
    expect(vi.mocked(readList).mock.calls[0]?.[1]).toEqual(horseNewsSpec('ada'));
    expect(result.success && result.data.map((news) => news.id)).toEqual(['b', 'a', 'c']);
  });

  it('answers every news newest first, for the build', async () => {
    vi.mocked(readList).mockResolvedValue(
      ok([item('a', '2026-01-05'), item('b', '2026-04-01', 'blu')]),
    );
    const result = await listAllHorseNews();
    expect(vi.mocked(readList).mock.calls[0]?.[1]).toEqual(allHorseNewsSpec);
    expect(result.success && result.data.map((news) => news.id)).toEqual(['b', 'a']);
  });

  it('passes a failed read on as it is', async () => {
    const failed = fail('unavailable', 'Il servizio non è raggiungibile.');
    vi.mocked(readList).mockResolvedValue(failed);
    expect(await listHorseNews('ada')).toEqual(failed);
    expect(await listAllHorseNews()).toEqual(failed);
  });
});
