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

// docs/decisions/0040-care-records.md, "Care list"; pure: the api reads the horses, records and
// intervals.

export type CareOverviewState = DueState | 'never';

export interface CareOverviewRow {
  readonly horseSlug: string;
  readonly horseName: string;
  readonly type: RecurringCareType;
  readonly lastDate: string;
  readonly interval: CareInterval;
  readonly nextDue: string;
  readonly state: CareOverviewState;
}

export interface CareOverviewHorse {
  readonly slug: string;
  readonly name: string;
  readonly status: string;
}

export interface HorseCare extends DatedCare {
  readonly horseSlug: string;
}

export function careByHorse<T extends HorseCare>(records: readonly T[]): Map<string, T[]> {
  const byHorse = new Map<string, T[]>();
  for (const record of records) {
    const ofHorse = byHorse.get(record.horseSlug);
    if (ofHorse) ofHorse.push(record);
    else byHorse.set(record.horseSlug, [record]);
  }
  return byHorse;
}

export function intervalText({ every, unit }: CareInterval): string {
  if (every !== 1) return `${every} ${unit}`;
  return `1 ${unit === 'settimane' ? 'settimana' : 'mese'}`;
}

export function careOverview(
  horses: readonly CareOverviewHorse[],
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

/** Ties broken by name, then type, so the order never changes between reads. */
export function byUrgency(a: CareOverviewRow, b: CareOverviewRow): number {
  return (
    stateRank[a.state] - stateRank[b.state] ||
    (a.nextDue === b.nextDue ? 0 : a.nextDue < b.nextDue ? -1 : 1) ||
    a.horseName.localeCompare(b.horseName, 'it') ||
    a.horseSlug.localeCompare(b.horseSlug) ||
    recurringCareTypes.indexOf(a.type) - recurringCareTypes.indexOf(b.type)
  );
}

export const careStateFilters = ['da-fare', 'in-ritardo', 'in-scadenza', 'tutte'] as const;
export type CareStateFilter = (typeof careStateFilters)[number];
export const DEFAULT_STATE_FILTER: CareStateFilter = 'da-fare';

export interface CareOverviewFilters {
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

export const matchesCareFilters = (row: CareOverviewRow, filters: CareOverviewFilters): boolean =>
  (filters.type === undefined || row.type === filters.type) &&
  statesOf[filters.state].includes(row.state);

export const filterCareOverview = (
  rows: readonly CareOverviewRow[],
  filters: CareOverviewFilters,
): CareOverviewRow[] => rows.filter((row) => matchesCareFilters(row, filters));
