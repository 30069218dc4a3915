import * as z from 'zod/mini';
import { publishedEventListPath, publishedEventPath } from '#src/config/storage-paths';
import { fail, ok, type Result } from '#src/lib/data/result';
import { isoDateTime } from '#src/lib/data/schema';
import { startOfRomeDay } from '#src/lib/format/dates';
import type { PublishedReads } from '#src/lib/published/published-reads';
import { eventSchema, type EventWhen, type HorseEvent } from './model/event';

const publishedEventSchema = z.extend(eventSchema, { date: isoDateTime() });

export type ListedEvent = Pick<HorseEvent, 'slug' | 'name' | 'name_it' | 'name_en' | 'date'>;

export const publishedEventListSchema = z.array(
  z.pick(publishedEventSchema, {
    slug: true,
    name: true,
    name_it: true,
    name_en: true,
    date: true,
  }),
);

export const publishedEventPageSchema = z.object({ event: publishedEventSchema });

export function eventListData(events: readonly HorseEvent[]): ListedEvent[] {
  return [...events]
    .sort((a, b) => a.date.getTime() - b.date.getTime())
    .map(({ slug, name, name_it, name_en, date }) => ({ slug, name, name_it, name_en, date }));
}

export function eventPageData(event: HorseEvent): { event: HorseEvent } {
  return { event };
}

export async function loadEvents(
  reads: PublishedReads,
  when: EventWhen,
  now = new Date(),
): Promise<Result<ListedEvent[]>> {
  const result = await reads.read(publishedEventListPath, publishedEventListSchema);
  if (!result.success) return result;
  const start = startOfRomeDay(now).getTime();
  const events = result.data.filter((event) =>
    when === 'past' ? event.date.getTime() < start : event.date.getTime() >= start,
  );
  if (when === 'past') events.reverse();
  return ok(events);
}

/**
 * The published list says first whether it is on the site, so an old link never asks for a missing
 * file.
 */
export async function loadEvent(reads: PublishedReads, slug: string): Promise<Result<HorseEvent>> {
  const notPublished = fail<HorseEvent>('not-found', `L'evento ${slug} non è pubblicato.`);
  const list = await reads.read(publishedEventListPath, publishedEventListSchema);
  if (!list.success) return list;
  if (!list.data.some((event) => event.slug === slug)) return notPublished;
  const result = await reads.read(publishedEventPath(slug), publishedEventPageSchema);
  if (!result.success) return result.error.code === 'not-found' ? notPublished : result;
  return ok(result.data.event);
}
