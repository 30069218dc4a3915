import type { CareInterval } from '#src/config/options';
import { isInTheAssociationsCare } from '#src/features/horses/admin';
import {
  careSummary,
  intervalsOf,
  recurringCareTypes,
  type DatedCare,
  type DueState,
  type RecurringCareType,
  type StoredCareIntervals,
} from './care-schedule';

// The care list across horses (docs/product.md, "Care records"; docs/decisions/0040-care-records.md,
// "Care list"): one row per horse in the association's care and recurring care type, with its
// schedule as the horse's "Cure" section computes it (care-schedule.ts), sorted by urgency and
// filtered by type and state. Pure: the api reads the horses, records and intervals.

/** How a recurring care stands on the list: a due state, or 'never' when never recorded. */
export type CareOverviewState = DueState | 'never';

/** One recurring care of one horse. */
export interface CareOverviewRow {
  readonly horseSlug: string;
  /** The horse's name as staff lists show it (the slug when it has none). */
  readonly horseName: string;
  readonly type: RecurringCareType;
  /** The latest record's date (`YYYY-MM-DD`), '' when never recorded. */
  readonly lastDate: string;
  readonly interval: CareInterval;
  /** When it is due again (`YYYY-MM-DD`), '' when never recorded. */
  readonly nextDue: string;
  readonly state: CareOverviewState;
}

/** What the list reads of a horse. */
export interface CareOverviewHorse {
  readonly slug: string;
  /** The name to show. */
  readonly name: string;
  readonly status: string;
}

/** What the list reads of a care record: its horse, type and date. */
export interface HorseCare extends DatedCare {
  readonly horseSlug: string;
}

/** Records grouped by their horse's slug, each horse's in the order given. */
export function careByHorse<T extends HorseCare>(records: readonly T[]): Map<string, T[]> {
  const byHorse = new Map<string, T[]>();
  for (const record of records) {
    const ofHorse = byHorse.get(record.horseSlug);
    if (ofHorse) ofHorse.push(record);
    else byHorse.set(record.horseSlug, [record]);
  }
  return byHorse;
}

/** An interval for people: "8 settimane", "1 settimana", "12 mesi", "1 mese". */
export function intervalText({ every, unit }: CareInterval): string {
  if (every !== 1) return `${every} ${unit}`;
  return `1 ${unit === 'settimane' ? 'settimana' : 'mese'}`;
}

/**
 * Every recurring care of every horse in the association's care (neither adopted nor deceased),
 * whether recorded or not, most urgent first (`byUrgency`). `intervals` holds each horse's own
 * intervals by slug (what `careIntervals/{slug}` stores); a horse without any has the defaults.
 */
export function careOverview(
  horses: readonly CareOverviewHorse[],
  /** Each horse's records by its slug (`careByHorse`). */
  records: ReadonlyMap<string, readonly DatedCare[]>,
  intervals: ReadonlyMap<string, StoredCareIntervals>,
  today: string,
): CareOverviewRow[] {
  return horses
    .filter((horse) => isInTheAssociationsCare(horse.status))
    .flatMap((horse) =>
      careSummary(
        records.get(horse.slug) ?? [],
        intervalsOf(intervals.get(horse.slug) ?? {}),
        today,
      ).map((line): CareOverviewRow => ({
        horseSlug: horse.slug,
        horseName: horse.name || horse.slug,
        type: line.type,
        lastDate: line.lastDate,
        interval: line.interval,
        nextDue: line.nextDue,
        state: line.state ?? 'never',
      })),
    )
    .sort(byUrgency);
}

const stateRank: Readonly<Record<CareOverviewState, number>> = {
  overdue: 0,
  'due-soon': 1,
  ok: 2,
  never: 3,
};

/**
 * Overdue first, then due soon, then in order, each by the day due (the earliest first); then the
 * care never recorded; within each, by horse name (Italian collation), then in the order of the
 * recurring types, so the order never changes between reads.
 */
export function byUrgency(a: CareOverviewRow, b: CareOverviewRow): number {
  return (
    stateRank[a.state] - stateRank[b.state] ||
    (a.nextDue === b.nextDue ? 0 : a.nextDue < b.nextDue ? -1 : 1) ||
    a.horseName.localeCompare(b.horseName, 'it') ||
    a.horseSlug.localeCompare(b.horseSlug) ||
    recurringCareTypes.indexOf(a.type) - recurringCareTypes.indexOf(b.type)
  );
}

// Filters ------------------------------------------------------------------------------------------

/**
 * Which care the list shows by state: 'da-fare' (overdue or due soon, the default), 'in-ritardo'
 * (overdue), 'in-scadenza' (due soon), 'tutte' (every row, in order and never recorded too).
 */
export const careStateFilters = ['da-fare', 'in-ritardo', 'in-scadenza', 'tutte'] as const;
export type CareStateFilter = (typeof careStateFilters)[number];
export const DEFAULT_STATE_FILTER: CareStateFilter = 'da-fare';

export interface CareOverviewFilters {
  /** One recurring type, or every type when absent. */
  readonly type?: RecurringCareType;
  readonly state: CareStateFilter;
}

export const defaultCareOverviewFilters: CareOverviewFilters = { state: DEFAULT_STATE_FILTER };

const statesOf: Readonly<Record<CareStateFilter, readonly CareOverviewState[]>> = {
  'da-fare': ['overdue', 'due-soon'],
  'in-ritardo': ['overdue'],
  'in-scadenza': ['due-soon'],
  tutte: ['overdue', 'due-soon', 'ok', 'never'],
};

/** Whether a row passes the filters. */
export const matchesCareFilters = (row: CareOverviewRow, filters: CareOverviewFilters): boolean =>
  (filters.type === undefined || row.type === filters.type) &&
  statesOf[filters.state].includes(row.state);

/** The rows the filters let through, in their order. */
export const filterCareOverview = (
  rows: readonly CareOverviewRow[],
  filters: CareOverviewFilters,
): CareOverviewRow[] => rows.filter((row) => matchesCareFilters(row, filters));
