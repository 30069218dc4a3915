import type { CircleApplication } from '#src/features/applications/model/circle-application.ts';
import type { AdoptionApplication } from '#src/features/applications/model/adoption-application.ts';
import type { CessionApplication } from '#src/features/applications/model/cession-application.ts';
import type { Horse } from '#src/features/horses/model/horse.ts';

// The shapes of the demo data set. Each demo object sets what it needs; the seed parses it through
// the entity's schema, which fills every other field with its empty value, so that a seeded document
// has every field and always parses.

/**
 * A date anchored to the current year: `yearOffset` years from now, on `month` (1-12) and `day`, at
 * `hour`:`minute` UTC (10:00 when not given). Anchoring keeps "upcoming" events upcoming and
 * "last year's" applications last year's, while seeding twice in a year gives the same dates.
 */
export interface DemoDate {
  yearOffset: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
}

/** The instant a demo date stands for, in the year of `now`. */
export function demoDate(date: DemoDate, now: Date = new Date()): Date {
  return new Date(
    Date.UTC(
      now.getUTCFullYear() + date.yearOffset,
      date.month - 1,
      date.day,
      date.hour ?? 10,
      date.minute ?? 0,
    ),
  );
}

/** A demo horse: what it sets; the rest reads as empty (see horseSchema). */
export type DemoHorse = Partial<Horse> & Pick<Horse, 'slug' | 'name' | 'species' | 'status'>;

/** A demo event (eventSchema), its date anchored to the current year. */
export interface DemoEvent extends DemoDate {
  slug: string;
  name: string;
  name_it: string;
  name_en: string;
  location: string;
  /** HTML. */
  description_it: string;
  /** HTML. */
  description_en: string;
  /** Shown on the public site. */
  showWeb: boolean;
}

/** A demo adoption application (adoptionApplicationSchema); `slug` is its document id. */
export type DemoAdoptionApplication = Omit<Partial<AdoptionApplication>, 'date'> &
  Pick<AdoptionApplication, 'slug'> & { date: DemoDate };

/** A demo cession application (cessionApplicationSchema); `slug` is its document id. */
export type DemoCessionApplication = Omit<Partial<CessionApplication>, 'date'> &
  Pick<CessionApplication, 'slug'> & { date: DemoDate };

/**
 * A demo circle application (circleApplicationSchema). `slug` is its document id, which is not stored
 * in the document: the public form's documents have no such field (firestore.rules).
 */
export type DemoCircleApplication = Omit<CircleApplication, 'notes' | 'date'> & {
  notes?: string;
  date: DemoDate;
};
