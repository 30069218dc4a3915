import type { HorseEvent } from '#src/features/events/model/event.ts';
import type { Horse } from '#src/features/horses/model/horse.ts';
import type { LoggedCollection } from '#src/lib/data/audit-log.ts';
import { demoNewsSend, demoSentNews } from './news-send.ts';
import { demoDate, type DemoDate } from './types.ts';

// Dated last year, so that anything done in the demo today comes first; an application's entry
// records only its staff fields, never its personal data.

type DemoLogAuthor = 'staff' | 'retention';

export interface DemoLogSources {
  horses: readonly Horse[];
  events: readonly HorseEvent[];
}

function find<T extends { slug: string }>(items: readonly T[], slug: string, what: string): T {
  const found = items.find((item) => item.slug === slug);
  if (!found) throw new Error(`Demo data: a log entry names ${what} "${slug}", not in the set`);
  return found;
}

const horse = (slug: string) => (sources: DemoLogSources) => find(sources.horses, slug, 'horse');
const event = (slug: string) => (sources: DemoLogSources) => find(sources.events, slug, 'event');

export interface DemoLogEntry {
  id: string;
  by: DemoLogAuthor;
  function: string;
  collection: LoggedCollection;
  slug: string;
  /** Absent for applications, which record `changes`. */
  item?: (sources: DemoLogSources, now: Date) => object;
  changes?: Record<string, unknown>;
  date: DemoDate;
  /** A date that follows other demo data rather than the calendar. */
  at?: (now: Date) => Date;
}

export const demoLogEntries: DemoLogEntry[] = [
  {
    id: 'demo-log-01',
    by: 'staff',
    function: 'addEvent',
    collection: 'events',
    slug: 'mercatino-di-natale',
    item: event('mercatino-di-natale'),
    date: { yearOffset: -1, month: 10, day: 20, hour: 17, minute: 5 },
  },
  {
    id: 'demo-log-02',
    by: 'staff',
    function: 'updateHorse',
    collection: 'horses',
    slug: 'aramisz',
    item: horse('aramisz'),
    date: { yearOffset: -1, month: 11, day: 3, hour: 9, minute: 41 },
  },
  {
    id: 'demo-log-03',
    by: 'staff',
    function: 'updateAdoptionApplication',
    collection: 'adoptionApplications',
    slug: 'adozione-001',
    changes: { evaluation: 'Promosso', homecheck: 'Fatto' },
    date: { yearOffset: -1, month: 11, day: 5, hour: 18, minute: 12 },
  },
  {
    id: 'demo-log-04',
    by: 'staff',
    function: 'updateCessionApplication',
    collection: 'cessionApplications',
    slug: 'cessione-001',
    changes: { status: 'In carico', internalNotes: 'Chiamata la proprietaria: visita sabato.' },
    date: { yearOffset: -1, month: 11, day: 12, hour: 11, minute: 0 },
  },
  {
    id: 'demo-log-05',
    by: 'staff',
    function: 'updateHorse',
    collection: 'horses',
    slug: 'leila',
    item: horse('leila'),
    date: { yearOffset: -1, month: 11, day: 20, hour: 8, minute: 30 },
  },
  {
    id: 'demo-log-06',
    by: 'staff',
    function: 'republishPublicHorses',
    collection: 'horses',
    slug: '*',
    item: ({ horses }) => ({ published: horses.filter((h) => h.showWeb).length }),
    date: { yearOffset: -1, month: 11, day: 21, hour: 21, minute: 15 },
  },
  {
    id: 'demo-log-07',
    by: 'staff',
    function: 'updateEvent',
    collection: 'events',
    slug: 'mercatino-di-natale',
    item: event('mercatino-di-natale'),
    date: { yearOffset: -1, month: 11, day: 28, hour: 16, minute: 45 },
  },
  {
    id: 'demo-log-08',
    by: 'retention',
    function: 'retentionDelete',
    collection: 'adoptionApplications',
    slug: 'adozione-2019-004',
    changes: {},
    date: { yearOffset: -1, month: 12, day: 1, hour: 10, minute: 2 },
  },
  {
    id: 'demo-log-09',
    by: 'staff',
    function: 'deleteEvent',
    collection: 'events',
    slug: 'cena-sociale-annullata',
    item: (_sources, now) => ({
      slug: 'cena-sociale-annullata',
      name: 'Cena sociale',
      name_it: 'Cena sociale (annullata)',
      name_en: 'Members’ dinner (cancelled)',
      location: 'Agriturismo La Quercia',
      description_it: '<p>Annullata per maltempo: la rifaremo in primavera.</p>',
      description_en: '',
      date: demoDate({ yearOffset: -1, month: 12, day: 12, hour: 19 }, now),
      showWeb: false,
    }),
    date: { yearOffset: -1, month: 12, day: 3, hour: 19, minute: 20 },
  },
  {
    id: 'demo-log-10',
    by: 'staff',
    function: 'sendHorseNews',
    collection: 'mail',
    slug: `news.${demoNewsSend.sendId}`,
    item: () => ({
      news: demoNewsSend.newsId,
      horse: 'ada',
      count: demoNewsSend.members.length,
      members: [...demoNewsSend.members],
    }),
    date: { yearOffset: 0, month: 1, day: 1 },
    at: (now) => demoSentNews(now).date,
  },
];

export interface DemoLogUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export function buildDemoLogs(
  sources: DemoLogSources,
  staff: DemoLogUser,
  now: Date = new Date(),
): { id: string; data: Record<string, unknown> }[] {
  const retention: DemoLogUser = {
    uid: 'script:retention',
    email: staff.email,
    displayName: `npm run retention (${staff.email ?? 'demo'})`,
  };
  return demoLogEntries.map((entry) => ({
    id: entry.id,
    data: {
      user: entry.by === 'staff' ? staff : retention,
      function: entry.function,
      collection: entry.collection,
      params: entry.changes
        ? { slug: entry.slug, changes: entry.changes }
        : { slug: entry.slug, item: entry.item?.(sources, now) ?? null },
      date: entry.at?.(now) ?? demoDate(entry.date, now),
    },
  }));
}
