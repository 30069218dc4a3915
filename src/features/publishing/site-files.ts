import {
  publishedEventListPath,
  publishedEventPath,
  publishedEventsFolder,
  publishedHorseListPath,
  publishedHorsePath,
  publishedHorsesFolder,
} from '#src/config/storage-paths';
import { eventListData, eventPageData, findWebEvent, listEvents } from '#src/features/events/admin';
import {
  getPublicHorse,
  horsePageData,
  listPublicHorses,
  summarizeHorse,
} from '#src/features/horses/admin';
import { horseNewsPageData, listHorseNews } from '#src/features/news/admin';
import { publicationTargets, type PublicationTarget } from '#src/lib/data/publication';
import { ok, type Result } from '#src/lib/data/result';
import { publishedJson } from '#src/lib/published/published-file';
import { listSiteFiles } from './api/publishing-api';

export type SiteFile =
  { readonly path: string; readonly json: string } | { readonly path: string; readonly json: null };

async function horseFile(slug: string, now: Date): Promise<Result<SiteFile>> {
  const path = publishedHorsePath(slug);
  const horse = await getPublicHorse(slug);
  if (!horse.success) return horse.error.code === 'not-found' ? ok({ path, json: null }) : horse;
  const news = await listHorseNews(slug);
  if (!news.success) return news;
  const data = { ...horsePageData(horse.data), ...horseNewsPageData(news.data) };
  return ok({ path, json: publishedJson(data, now) });
}

async function horseListFile(now: Date): Promise<Result<SiteFile>> {
  const horses = await listPublicHorses();
  if (!horses.success) return horses;
  return ok({
    path: publishedHorseListPath,
    json: publishedJson(horses.data.map(summarizeHorse), now),
  });
}

async function eventListFile(now: Date): Promise<Result<SiteFile>> {
  const events = await listEvents();
  if (!events.success) return events;
  return ok({ path: publishedEventListPath, json: publishedJson(eventListData(events.data), now) });
}

async function eventFile(slug: string, now: Date): Promise<Result<SiteFile>> {
  const path = publishedEventPath(slug);
  const event = await findWebEvent(slug);
  if (!event.success) return event.error.code === 'not-found' ? ok({ path, json: null }) : event;
  return ok({ path, json: publishedJson(eventPageData(event.data), now) });
}

const slugOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

export async function everyTarget(): Promise<Result<PublicationTarget[]>> {
  const [horses, events, horseFiles, eventFiles] = await Promise.all([
    listPublicHorses(),
    listEvents(),
    listSiteFiles(publishedHorsesFolder),
    listSiteFiles(publishedEventsFolder),
  ]);
  if (!horses.success) return horses;
  if (!events.success) return events;
  if (!horseFiles.success) return horseFiles;
  if (!eventFiles.success) return eventFiles;
  const horseSlugs = new Set([...horses.data.map((h) => h.slug), ...horseFiles.data.map(slugOf)]);
  const eventSlugs = new Set([...events.data.map((e) => e.slug), ...eventFiles.data.map(slugOf)]);
  return ok([
    publicationTargets.horseList,
    publicationTargets.eventList,
    ...[...horseSlugs].map(publicationTargets.horse),
    ...[...eventSlugs].map(publicationTargets.event),
  ]);
}

export function siteFileOf(target: PublicationTarget, now: Date): Promise<Result<SiteFile>> {
  if (target === publicationTargets.horseList) return horseListFile(now);
  if (target === publicationTargets.eventList) return eventListFile(now);
  if (target.startsWith('horse:')) return horseFile(target.slice('horse:'.length), now);
  if (target.startsWith('event:')) return eventFile(target.slice('event:'.length), now);
  throw new Error(`Not a single file: ${target}`);
}
