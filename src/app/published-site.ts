import { loadEvent, loadEvents } from '#src/features/events/web-events';
import type { HorseEvent } from '#src/features/events/model/event';
import type { PublicHorse } from '#src/features/horses/model/public-horse';
import { loadWebHorse, loadWebHorses } from '#src/features/horses/web-horses';
import type { HorseNews } from '#src/features/news';
import { loadPublishedNews } from '#src/features/news/web-news';
import { ok, type Result } from '#src/lib/data/result';
import type { PublishedReads } from '#src/lib/published/published-reads';

// The whole published site, for the build (scripts/prerender): the same files, read the same way,
// as a visitor's browser reads them.

/** Reads every page file of a list, in parallel; the first failure fails the whole read. */
async function readEach<T, U>(
  items: readonly T[],
  read: (item: T) => Promise<Result<U>>,
): Promise<Result<U[]>> {
  const results = await Promise.all(items.map(read));
  const failed = results.find((result) => !result.success);
  if (failed && !failed.success) return failed;
  return ok(results.flatMap((result) => (result.success ? [result.data] : [])));
}

/** Every web-visible horse in full, in the list's order (by name). */
export async function readPublishedHorses(reads: PublishedReads): Promise<Result<PublicHorse[]>> {
  const list = await loadWebHorses(reads);
  if (!list.success) return list;
  const horses = await readEach(list.data, ({ slug }) => loadWebHorse(reads, slug));
  if (!horses.success) return horses;
  return ok(horses.data.filter((horse): horse is PublicHorse => horse !== null));
}

/** Every web-visible event in full, past and upcoming. */
export async function readPublishedEvents(reads: PublishedReads): Promise<Result<HorseEvent[]>> {
  const [next, past] = await Promise.all([loadEvents(reads, 'next'), loadEvents(reads, 'past')]);
  if (!next.success) return next;
  if (!past.success) return past;
  return readEach([...past.data, ...next.data], ({ slug }) => loadEvent(reads, slug));
}

/** Every news of the web-visible horses, each horse's newest first. */
export async function readPublishedNews(reads: PublishedReads): Promise<Result<HorseNews[]>> {
  const list = await loadWebHorses(reads);
  if (!list.success) return list;
  const news = await readEach(list.data, ({ slug }) => loadPublishedNews(reads, slug));
  if (!news.success) return news;
  return ok(news.data.flat());
}
