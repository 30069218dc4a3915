import { findWebEvent, listEvents } from '#src/features/events/admin';
import { getPublicHorse, listPublicHorses } from '#src/features/horses/admin';
import { listHorseNews } from '#src/features/news/admin';
import type { PublicationTarget } from '#src/lib/data/publication';
import { ok, type Result } from '#src/lib/data/result';
import { listSiteFiles } from './api/publishing-api';
import {
  buildSiteFile,
  siteFileOfTarget,
  siteRows,
  type SiteFile,
  type SiteFileKind,
  type SiteSource,
} from './site-table';

// The back office reads from Firestore only what one target's file needs; the table builds it.

const nothing: SiteSource = { horses: [], news: [], events: [] };

/** A horse or event no longer on the site reads as none: its file goes. */
const noneIfNotFound = <T>(result: Result<T>): Result<T[]> =>
  result.success ? ok([result.data]) : result.error.code === 'not-found' ? ok([]) : result;

async function sourceOf(kind: SiteFileKind, slug: string): Promise<Result<SiteSource>> {
  if (kind === 'horseList') {
    const horses = await listPublicHorses();
    return horses.success ? ok({ ...nothing, horses: horses.data }) : horses;
  }
  if (kind === 'horse') {
    const horses = noneIfNotFound(await getPublicHorse(slug));
    if (!horses.success || horses.data.length === 0) return horses.success ? ok(nothing) : horses;
    const news = await listHorseNews(slug);
    return news.success ? ok({ ...nothing, horses: horses.data, news: news.data }) : news;
  }
  if (kind === 'eventList') {
    const events = await listEvents();
    return events.success ? ok({ ...nothing, events: events.data }) : events;
  }
  const events = noneIfNotFound(await findWebEvent(slug));
  return events.success ? ok({ ...nothing, events: events.data }) : events;
}

export async function siteFileOf(target: PublicationTarget, now: Date): Promise<Result<SiteFile>> {
  const { kind, slug } = siteFileOfTarget(target);
  const source = await sourceOf(kind, slug);
  return source.success ? ok(buildSiteFile(kind, slug, source.data, now)) : source;
}

const slugOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** Every file of the table: the lists, each shown horse and event, and each file left over. */
export async function everyTarget(): Promise<Result<PublicationTarget[]>> {
  const [horses, events] = await Promise.all([listPublicHorses(), listEvents()]);
  if (!horses.success) return horses;
  if (!events.success) return events;
  const source: SiteSource = { ...nothing, horses: horses.data, events: events.data };
  const lists: PublicationTarget[] = [];
  const ones: PublicationTarget[] = [];
  for (const [, row] of siteRows) {
    if (row.folder === undefined) {
      lists.push(row.target(''));
      continue;
    }
    const stored = await listSiteFiles(row.folder);
    if (!stored.success) return stored;
    const slugs = new Set([...row.slugs(source), ...stored.data.map(slugOf)]);
    ones.push(...[...slugs].map((slug) => row.target(slug)));
  }
  const targets = [...lists, ...ones];
  return ok(targets);
}
