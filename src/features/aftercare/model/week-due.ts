import { paths } from '#src/config/paths';
import {
  careSummary,
  intervalsOf,
  type DatedCare,
  type StoredCareIntervals,
} from '#src/features/care/admin';
import {
  bdnDeadlineText,
  dayInWords,
  displayName,
  isInTheAssociationsCare,
  openBdnDeadline,
  type Horse,
} from '#src/features/horses/admin';
import type { Result } from '#src/lib/data/result';
import type { IsoWeek } from './iso-week';
import {
  openFollowUps,
  type FollowUpIntervals,
  type FollowUpPlan,
  type FollowUpVisit,
} from './follow-up';

// "Da fare questa settimana" (issue 44, item 3; decision 94): what falls due from today to Sunday
// of the week in Italy, or is already late. Days are `YYYY-MM-DD` in Italy (`todayInRome`).

export { isoWeekOf, type IsoWeek } from './iso-week';

/** One line of the week's mail: a link to where it is done. */
export interface DueItem {
  readonly key: string;
  readonly title: string;
  readonly detail: string;
  /** The day it falls due, '' when it has none (new applications). */
  readonly day: string;
  readonly late: boolean;
  readonly to: string;
}

/**
 * A kind of work the week's list gathers. The product's own are below; other parts of the back
 * office (late circle contributions, uncovered barn shifts) join through `DueSource`s the app
 * composes, so this feature imports none of their code.
 */
export interface DueSource {
  /** Its heading in the mail, Italian: "Cure", "Turni scoperti". */
  readonly heading: string;
  readonly read: (week: IsoWeek, today: string) => Promise<Result<readonly DueItem[]>>;
}

export type DueSources = readonly DueSource[];

const byDay = (a: DueItem, b: DueItem) =>
  Number(b.late) - Number(a.late) || a.day.localeCompare(b.day) || a.key.localeCompare(b.key);

/** Added as due where never recorded (the farrier is every horse's, known to all). */
export const careAddedWhereMissing = ['Vaccinazione', 'Sverminazione', 'Dentista'] as const;

/**
 * The care of every horse in the association's care that falls due by Sunday or is late, from its
 * intervals; a vaccination, deworming or dentist never recorded is due now.
 */
export function careDueThisWeek(
  horses: readonly Pick<Horse, 'slug' | 'name' | 'docname' | 'status'>[],
  records: ReadonlyMap<string, readonly DatedCare[]>,
  intervals: ReadonlyMap<string, StoredCareIntervals>,
  week: IsoWeek,
  today: string,
): DueItem[] {
  return horses
    .filter((horse) => isInTheAssociationsCare(horse.status))
    .flatMap((horse) =>
      careSummary(
        records.get(horse.slug) ?? [],
        intervalsOf(intervals.get(horse.slug) ?? {}),
        today,
      ).flatMap((line): DueItem[] => {
        const title = displayName(horse);
        const to = paths.adminHorse(horse.slug);
        const key = `cura/${horse.slug}/${line.type}`;
        if (line.lastDate === '') {
          return (careAddedWhereMissing as readonly string[]).includes(line.type)
            ? [{ key, title, detail: `${line.type}: mai registrata`, day: today, late: true, to }]
            : [];
        }
        if (line.nextDue > week.sunday) return [];
        const late = line.nextDue < today;
        const when = late ? 'in ritardo dal' : 'entro il';
        return [
          {
            key,
            title,
            detail: `${line.type}: ${when} ${dayInWords(line.nextDue)}`,
            day: line.nextDue,
            late,
            to,
          },
        ];
      }),
    )
    .sort(byDay);
}

/** The BDN registrations still open whose 7 days end by Sunday (or have ended). */
export function bdnDueThisWeek(horses: readonly Horse[], week: IsoWeek, today: string): DueItem[] {
  return horses
    .flatMap((horse): DueItem[] => {
      const deadline = openBdnDeadline(horse, today);
      if (!deadline || deadline.due > week.sunday) return [];
      return [
        {
          key: `bdn/${horse.slug}`,
          title: displayName(horse),
          detail: bdnDeadlineText(deadline),
          day: deadline.due,
          late: deadline.overdue,
          to: paths.adminHorse(horse.slug),
        },
      ];
    })
    .sort(byDay);
}

/** The follow-up visits late or planned by Sunday. */
export function followUpsDueThisWeek(
  plans: readonly FollowUpPlan[],
  visits: readonly FollowUpVisit[],
  intervals: FollowUpIntervals,
  week: IsoWeek,
  today: string,
): DueItem[] {
  return openFollowUps(plans, visits, intervals, today)
    .filter((open) => open.due <= week.sunday)
    .map((open) => ({
      key: `controllo/${open.horseSlug}/${open.due}`,
      title: open.horseName || open.horseSlug,
      detail: `Visita di controllo: ${open.state === 'late' ? 'in ritardo dal' : 'entro il'} ${dayInWords(open.due)}`,
      day: open.due,
      late: open.state === 'late',
      to: paths.adminHorse(open.horseSlug),
    }))
    .sort(byDay);
}

export interface NewApplicationCounts {
  readonly adoption: number;
  readonly cession: number;
  readonly circle: number;
  readonly volunteer: number;
}

const applicationLists = [
  ['adoption', 'Candidature di adozione', () => paths.adminAdoptionApplications()],
  ['cession', 'Candidature di cessione', () => paths.adminCessionApplications()],
  ['circle', 'Candidature alle cerchie', () => paths.adminCircleApplications()],
  ['volunteer', 'Candidature di volontariato', () => paths.adminVolunteerApplications()],
] as const;

/** The new applications, one line per kind that has any. */
export function newApplicationsDue(counts: NewApplicationCounts): DueItem[] {
  return applicationLists.flatMap(([kind, title, to]): DueItem[] =>
    counts[kind] > 0
      ? [
          {
            key: `candidature/${kind}`,
            title,
            detail: counts[kind] === 1 ? '1 nuova' : `${counts[kind]} nuove`,
            day: '',
            late: false,
            to: to(),
          },
        ]
      : [],
  );
}

export interface DueSection {
  readonly heading: string;
  readonly items: readonly DueItem[];
  /** A source that could not be read says so in the mail, and the others still go. */
  readonly failed: string | null;
}

/** Every source read for the week, in their order; none left out for another's failure. */
export async function dueThisWeek(
  sources: DueSources,
  week: IsoWeek,
  today: string,
): Promise<DueSection[]> {
  const read = await Promise.all(sources.map((source) => source.read(week, today)));
  return sources.map((source, index) => {
    const result = read[index];
    return result?.success
      ? { heading: source.heading, items: [...result.data].sort(byDay), failed: null }
      : { heading: source.heading, items: [], failed: result?.error.message ?? '' };
  });
}
