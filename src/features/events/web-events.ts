import * as z from 'zod/mini';
import { publishedEventListPath, publishedEventPath } from '#src/config/storage-paths';
import { fail, ok, type Result } from '#src/lib/data/result';
import { isoDateTime } from '#src/lib/data/schema';
import { startOfRomeDay } from '#src/lib/format/dates';
import type { PublishedReads } from '#src/lib/published/published-reads';
import { eventSchema, type EventWhen, type HorseEvent } from './model/event';

// The public event pages read the published site (docs/product.md, "Publishing the public site"):
// the list of web-visible events, and one file per event page. No Firebase SDK.

/** An event as a published file carries it: its date as an ISO string. */
const publishedEventSchema = z.extend(eventSchema, { date: isoDateTime() });

/** What the lists of events need of an event: its names, its slug and its date. */
export type ListedEvent = Pick<HorseEvent, 'slug' | 'name' | 'name_it' | 'name_en' | 'date'>;

/** The published list of the web-visible events (`public/site/events.json`'s data). */
export const publishedEventListSchema = z.array(
  z.pick(publishedEventSchema, {
    slug: true,
    name: true,
    name_it: true,
    name_en: true,
    date: true,
  }),
);

/** One event page's published file (`public/site/events/{slug}.json`'s data). */
export const publishedEventPageSchema = z.object({ event: publishedEventSchema });

/** The list of events to publish: what the lists show of each, soonest first. */
export function eventListData(events: readonly HorseEvent[]): ListedEvent[] {
  return [...events]
    .sort((a, b) => a.date.getTime() - b.date.getTime())
    .map(({ slug, name, name_it, name_en, date }) => ({ slug, name, name_it, name_en, date }));
}

/** An event page's file, to publish. */
export function eventPageData(event: HorseEvent): { event: HorseEvent } {
  return { event };
}

/**
 * The web-visible events of one list: next means from the start of today in Rome (an event today is
 * upcoming for the whole day, as the build splits them, event-days.ts), soonest first; past ones
 * latest first.
 */
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
 * One web-visible event in full; a hidden or unknown one is 'not-found'. The published list says
 * first whether it is on the site, so that an old link never asks for a file that does not exist.
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
