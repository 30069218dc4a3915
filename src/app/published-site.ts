import { loadEvent, loadEvents } from '#src/features/events/web-events';
import type { HorseEvent } from '#src/features/events/model/event';
import type { PublicHorse } from '#src/features/horses/model/public-horse';
import { loadWebHorse, loadWebHorses } from '#src/features/horses/web-horses';
import { ok, type Result } from '#src/lib/data/result';
import type { PublishedReads } from '#src/lib/published/published-reads';

async function readEach<T, U>(
  items: readonly T[],
  read: (item: T) => Promise<Result<U>>,
): Promise<Result<U[]>> {
  const results = await Promise.all(items.map(read));
  const failed = results.find((result) => !result.success);
  if (failed && !failed.success) return failed;
  return ok(results.flatMap((result) => (result.success ? [result.data] : [])));
}

export async function readPublishedHorses(reads: PublishedReads): Promise<Result<PublicHorse[]>> {
  const list = await loadWebHorses(reads);
  if (!list.success) return list;
  const horses = await readEach(list.data, ({ slug }) => loadWebHorse(reads, slug));
  if (!horses.success) return horses;
  return ok(horses.data.filter((horse): horse is PublicHorse => horse !== null));
}

export async function readPublishedEvents(reads: PublishedReads): Promise<Result<HorseEvent[]>> {
  const [next, past] = await Promise.all([loadEvents(reads, 'next'), loadEvents(reads, 'past')]);
  if (!next.success) return next;
  if (!past.success) return past;
  return readEach([...past.data, ...next.data], ({ slug }) => loadEvent(reads, slug));
}
