import type { CircleApplication } from '#src/features/applications/model/circle-application.ts';
import type { AdoptionApplication } from '#src/features/applications/model/adoption-application.ts';
import type { CessionApplication } from '#src/features/applications/model/cession-application.ts';
import type { Horse } from '#src/features/horses/model/horse.ts';

// The seed parses each demo object through its schema, which fills every other field with its
// empty value, so a seeded document has every field.

/** Anchored to the current year, so upcoming events stay upcoming and re-seeding gives the same dates. */
export interface DemoDate {
  yearOffset: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
}

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

export type DemoHorse = Partial<Horse> & Pick<Horse, 'slug' | 'name' | 'species' | 'status'>;

export interface DemoEvent extends DemoDate {
  slug: string;
  name: string;
  name_it: string;
  name_en: string;
  location: string;
  description_it: string;
  description_en: string;
  showWeb: boolean;
}

export type DemoAdoptionApplication = Omit<Partial<AdoptionApplication>, 'date'> &
  Pick<AdoptionApplication, 'slug'> & { date: DemoDate };

export type DemoCessionApplication = Omit<Partial<CessionApplication>, 'date'> &
  Pick<CessionApplication, 'slug'> & { date: DemoDate };

/**
 * `slug` is its document id, not stored: the public form's documents have no such field. The seed
 * gives every demo application its `reference`.
 */
export type DemoCircleApplication = Omit<
  CircleApplication,
  'reference' | 'notes' | 'date' | 'email' | 'newsConsent' | 'newsToken'
> & {
  notes?: string;
  email?: string;
  newsConsent?: boolean;
  newsToken?: string;
  date: DemoDate;
};
