import {
  publishedEventListPath,
  publishedEventPath,
  publishedEventsFolder,
  publishedHorseListPath,
  publishedHorsePath,
  publishedHorsesFolder,
} from '#src/config/storage-paths';
import { eventListData, eventPageData, type HorseEvent } from '#src/features/events/published';
import { horsePageData, summarizeHorse, type PublicHorse } from '#src/features/horses/published';
import { horseNewsPageData, type HorseNews } from '#src/features/news/published';
import { publicationTargets, type PublicationTarget } from '#src/lib/data/publication';
import { PUBLISHED_CACHE_CONTROL, publishedJson } from '#src/lib/published/published-file';

// The published site as one table (decision 82): each file's path, how it is built and how it is
// stored. The back office's publisher, `npm run publish-site`, the demo seed and the tests'
// republish all read it; no Firebase here, so Node's scripts load it as the browser does.

/** What the files are built from: for one file, only what that file needs. */
export interface SiteSource {
  /** The horses shown on the site. */
  readonly horses: readonly PublicHorse[];
  /** Their news, newest first. */
  readonly news: readonly HorseNews[];
  /** The events shown on the site. */
  readonly events: readonly HorseEvent[];
}

export interface SiteFileRow {
  /** The publication target a change records for it (`horse:ada`). */
  readonly target: (slug: string) => PublicationTarget;
  readonly path: (slug: string) => string;
  /** Only for one file per horse or event: listed, so a file no longer wanted is removed. */
  readonly folder?: string;
  /** Its files in a source: one list, or one per horse or event. */
  readonly slugs: (source: SiteSource) => readonly string[];
  /** Its data, or null when the file must go (a horse hidden or deleted since). */
  readonly build: (source: SiteSource, slug: string) => object | null;
}

/** As Firestore orders the public list: by code points. */
const byName = (horses: readonly PublicHorse[]): PublicHorse[] =>
  [...horses].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const aList = () => [''];

export const siteTable = {
  horseList: {
    target: () => publicationTargets.horseList,
    path: () => publishedHorseListPath,
    slugs: aList,
    build: ({ horses }) => byName(horses).map(summarizeHorse),
  },
  horse: {
    target: publicationTargets.horse,
    path: publishedHorsePath,
    folder: publishedHorsesFolder,
    slugs: ({ horses }) => byName(horses).map((horse) => horse.slug),
    build: ({ horses, news }, slug) => {
      const horse = horses.find((each) => each.slug === slug);
      if (!horse) return null;
      const its = news.filter((item) => item.horseSlug === slug);
      return { ...horsePageData(horse), ...horseNewsPageData(its) };
    },
  },
  eventList: {
    target: () => publicationTargets.eventList,
    path: () => publishedEventListPath,
    slugs: aList,
    build: ({ events }) => eventListData(events),
  },
  event: {
    target: publicationTargets.event,
    path: publishedEventPath,
    folder: publishedEventsFolder,
    slugs: ({ events }) => events.map((event) => event.slug),
    build: ({ events }, slug) => {
      const event = events.find((each) => each.slug === slug);
      return event ? eventPageData(event) : null;
    },
  },
} as const satisfies Record<string, SiteFileRow>;

export type SiteFileKind = keyof typeof siteTable;

export const siteRows: readonly (readonly [SiteFileKind, SiteFileRow])[] = Object.entries(
  siteTable,
) as [SiteFileKind, SiteFileRow][];

/** How every file of the site is stored, whoever uploads it. */
export const siteFileMetadata = {
  contentType: 'application/json',
  cacheControl: PUBLISHED_CACHE_CONTROL,
} as const;

/** A file to write, or (`json: null`) to remove. */
export type SiteFile =
  { readonly path: string; readonly json: string } | { readonly path: string; readonly json: null };

export type SiteFileToWrite = Extract<SiteFile, { readonly json: string }>;

/** The row and slug a single target names; `*` names every file and no row. */
export function siteFileOfTarget(target: PublicationTarget): {
  readonly kind: SiteFileKind;
  readonly slug: string;
} {
  for (const [kind, row] of siteRows) {
    const prefix = row.target('');
    if (row.folder === undefined ? target === prefix : target.startsWith(prefix)) {
      return { kind, slug: target.slice(prefix.length) };
    }
  }
  throw new Error(`Not a single file: ${target}`);
}

export function buildSiteFile(
  kind: SiteFileKind,
  slug: string,
  source: SiteSource,
  now: Date,
): SiteFile {
  const row: SiteFileRow = siteTable[kind];
  const data = row.build(source, slug);
  const path = row.path(slug);
  return data === null ? { path, json: null } : { path, json: publishedJson(data, now) };
}

/** Every file a whole source makes, in the table's order: the scripts' full publication. */
export function siteFiles(source: SiteSource, now: Date): SiteFileToWrite[] {
  return siteRows.flatMap(([kind, row]) =>
    row.slugs(source).flatMap((slug) => {
      const file = buildSiteFile(kind, slug, source, now);
      return file.json === null ? [] : [{ path: file.path, json: file.json }];
    }),
  );
}
