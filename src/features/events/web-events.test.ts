import { publishedEventListPath, publishedEventPath } from '#src/config/storage-paths';
import { publishedSite } from '#src/test-support/published-files';
import { eventListData, loadEvent, loadEvents } from './web-events';
import { newEvent } from './model/event';

// The real module (the other unit tests get a mock of it, tests/setup/unit.ts), on stand-in files.
vi.unmock('./web-events');

const at = (iso: string, slug: string) => ({
  ...newEvent(slug),
  date: new Date(iso),
  showWeb: true,
});
const events = [
  at('2026-05-18T21:30:00.000Z', 'ieri-sera'),
  at('2026-05-19T05:00:00.000Z', 'stamattina'),
  at('2026-04-01T10:00:00.000Z', 'aprile'),
  at('2026-06-01T10:00:00.000Z', 'giugno'),
];

describe('loadEvents', () => {
  it('splits the published list on the start of today in Rome: today is upcoming all day', async () => {
    const { reads, fetcher } = publishedSite({
      [publishedEventListPath]: eventListData(events),
    });
    const now = new Date('2026-05-19T20:00:00.000Z');
    const next = await loadEvents(reads, 'next', now);
    expect(next.success && next.data.map((event) => event.slug)).toEqual(['stamattina', 'giugno']);
    const past = await loadEvents(reads, 'past', now);
    expect(past.success && past.data.map((event) => event.slug)).toEqual(['ieri-sera', 'aprile']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('answers the failure of a list that cannot be read, and reads again when asked again', async () => {
    const { reads, fetcher } = publishedSite({});
    fetcher.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.mocked(console.error).mockImplementation(() => {});
    const failed = await loadEvents(reads, 'next');
    expect(failed.success).toBe(false);
    expect(failed.error?.code).toBe('unavailable');
    const again = await loadEvents(reads, 'next');
    expect(again.error?.code).toBe('not-found');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('loadEvent', () => {
  it("reads one event's page file, with its date", async () => {
    const [event] = events;
    const { reads } = publishedSite({
      [publishedEventListPath]: eventListData(events),
      [publishedEventPath('ieri-sera')]: { event },
    });
    const result = await loadEvent(reads, 'ieri-sera');
    expect(result.success && result.data).toEqual(event);
  });

  it('answers not-found for an event not in the list (hidden or deleted), without asking for its file', async () => {
    const { reads, fetcher } = publishedSite({
      [publishedEventListPath]: eventListData(events),
    });
    const result = await loadEvent(reads, 'nascosto');
    expect(result.error?.code).toBe('not-found');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
