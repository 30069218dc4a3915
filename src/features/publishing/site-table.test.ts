import {
  publishedEventListPath,
  publishedEventPath,
  publishedHorseListPath,
  publishedHorsePath,
} from '#src/config/storage-paths';
import type { HorseNews } from '#src/features/news/published';
import { publicationTargets } from '#src/lib/data/publication';
import { PUBLISHED_CACHE_CONTROL } from '#src/lib/published/published-file';
import { aPublicHorse, anEvent } from '#src/test-support/factories';
import {
  buildSiteFile,
  siteFileMetadata,
  siteFileOfTarget,
  siteFiles,
  siteRows,
  type SiteSource,
} from './site-table';

const now = new Date('2026-12-07T10:00:00Z');
const news = (id: string, horseSlug: string): HorseNews => ({
  id,
  horseSlug,
  date: '2026-11-01',
  title: id,
  text: '',
  photo: '',
});
const source: SiteSource = {
  horses: [aPublicHorse({ slug: 'bruno', showWeb: true }), aPublicHorse({ showWeb: true })],
  news: [news('n1', 'ada'), news('n2', 'bruno'), news('n3', 'ada')],
  events: [anEvent(), anEvent({ slug: 'mercato', date: new Date('2026-05-01T10:00:00Z') })],
};
const parsed = (json: string | null) => JSON.parse(json ?? 'null') as { data: unknown };

describe('the published site table', () => {
  it('gives every file a target, a path and a builder, and every file one way to be stored', () => {
    expect(siteRows.map(([kind]) => kind)).toEqual(['horseList', 'horse', 'eventList', 'event']);
    for (const [, row] of siteRows) {
      expect(typeof row.build).toBe('function');
      expect(row.path('ada')).toMatch(/\.json$/);
      if (row.folder !== undefined) expect(row.path('ada')).toBe(`${row.folder}/ada.json`);
    }
    expect(siteFileMetadata).toEqual({
      contentType: 'application/json',
      cacheControl: PUBLISHED_CACHE_CONTROL,
    });
  });

  it('makes each file of a source once, with its own path, in the table order', () => {
    const files = siteFiles(source, now);
    const paths = files.map((file) => file.path);
    expect(paths).toEqual([
      publishedHorseListPath,
      publishedHorsePath('ada'),
      publishedHorsePath('bruno'),
      publishedEventListPath,
      publishedEventPath('festa'),
      publishedEventPath('mercato'),
    ]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(JSON.parse(files[0]?.json ?? '')).toMatchObject({
      schemaVersion: 1,
      publishedAt: now.toISOString(),
    });
  });

  it('names each single target by its row and slug, and refuses "every file"', () => {
    expect(siteFileOfTarget(publicationTargets.horseList)).toEqual({ kind: 'horseList', slug: '' });
    expect(siteFileOfTarget(publicationTargets.horse('ada'))).toEqual({
      kind: 'horse',
      slug: 'ada',
    });
    expect(siteFileOfTarget(publicationTargets.eventList)).toEqual({ kind: 'eventList', slug: '' });
    expect(siteFileOfTarget(publicationTargets.event('festa'))).toEqual({
      kind: 'event',
      slug: 'festa',
    });
    for (const [kind, row] of siteRows) {
      expect(siteFileOfTarget(row.target('x')).kind).toBe(kind);
    }
    expect(() => siteFileOfTarget(publicationTargets.all)).toThrow('Not a single file: *');
  });

  it("builds a horse's file with its news only, and none for a horse no longer shown", () => {
    const ada = buildSiteFile('horse', 'ada', source, now);
    const data = parsed(ada.json).data as { news: { slug: string }[] };
    expect(data.news.map((item) => item.slug)).toEqual(['n1', 'n3']);
    expect(buildSiteFile('horse', 'carla', source, now)).toEqual({
      path: publishedHorsePath('carla'),
      json: null,
    });
    expect(buildSiteFile('event', 'gone', source, now).json).toBeNull();
  });

  it('lists horses by name as Firestore orders them, and events by date', () => {
    const horses = parsed(buildSiteFile('horseList', '', source, now).json).data as {
      slug: string;
    }[];
    expect(horses.map((horse) => horse.slug)).toEqual(['ada', 'bruno']);
    const events = parsed(buildSiteFile('eventList', '', source, now).json).data as {
      slug: string;
    }[];
    expect(events.map((event) => event.slug)).toEqual(['mercato', 'festa']);
  });
});
