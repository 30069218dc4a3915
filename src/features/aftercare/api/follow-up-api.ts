import { doc } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { readDocument, readList } from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { stringList, text } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import {
  AFTERCARE_SETTINGS,
  defaultFollowUpIntervals,
  FOLLOW_UP_PLANS,
  FOLLOW_UP_VISITS,
  followUpIntervalsSchema,
  followUpPlanSchema,
  followUpVisitErrors,
  followUpVisitSchema,
  intervalsOfSettings,
  newestVisitFirst,
  openFollowUps,
  storedVisit,
  type FollowUpIntervals,
  type FollowUpPlan,
  type FollowUpVisit,
  type OpenFollowUp,
  type StoredFollowUpPlan,
} from '../model/follow-up';

// docs/decisions/0094-after-the-adoption.md: staff start a plan and keep its visits; a volunteer
// adds a visit as themselves. Every write in one commit with its log entry (decision 24).

export const followUpOperations = {
  start: 'startFollowUpPlan',
  add: 'addFollowUpVisit',
  update: 'updateFollowUpVisit',
  delete: 'deleteFollowUpVisit',
  intervals: 'updateFollowUpIntervals',
} as const;

const SETTINGS = 'settings';

export async function readFollowUpIntervals(): Promise<Result<FollowUpIntervals>> {
  const read = await readDocument(
    z.looseObject({ slug: z.string() }),
    SETTINGS,
    AFTERCARE_SETTINGS,
  );
  if (read.success) return ok(intervalsOfSettings(read.data));
  return read.error.code === 'not-found' ? ok(defaultFollowUpIntervals) : read;
}

export async function saveFollowUpIntervals(
  actor: LogActor,
  intervals: FollowUpIntervals,
): Promise<Result<FollowUpIntervals>> {
  const checked = z.safeParse(followUpIntervalsSchema, intervals);
  if (!checked.success) {
    return fail('invalid-argument', checked.error.issues[0]?.message ?? 'Intervalli non validi.');
  }
  const { firstMonths, secondMonths, everyMonths } = checked.data;
  const item = { firstMonths, secondMonths, everyMonths };
  const saved = await commitLogged(
    actor,
    {
      operation: followUpOperations.intervals,
      collection: SETTINGS,
      params: { slug: AFTERCARE_SETTINGS, item },
    },
    (batch) => batch.set(doc(db, SETTINGS, AFTERCARE_SETTINGS), item),
  );
  return saved.success ? ok(item) : saved;
}

/** One equality (single-field index), ordered here. */
export const followUpVisitsSpec = (horseSlug: string): QuerySpec => ({
  collection: FOLLOW_UP_VISITS,
  equals: [['horseSlug', horseSlug]],
  orderBy: [],
});

const allPlansSpec: QuerySpec = { collection: FOLLOW_UP_PLANS, equals: [], orderBy: [] };
const allVisitsSpec: QuerySpec = { collection: FOLLOW_UP_VISITS, equals: [], orderBy: [] };

export interface HorseFollowUp {
  readonly plan: FollowUpPlan | null;
  readonly visits: readonly FollowUpVisit[];
  readonly intervals: FollowUpIntervals;
}

export async function readHorseFollowUp(horseSlug: string): Promise<Result<HorseFollowUp>> {
  const [plan, visits, intervals] = await Promise.all([
    readDocument(followUpPlanSchema, FOLLOW_UP_PLANS, horseSlug),
    readList(followUpVisitSchema, followUpVisitsSpec(horseSlug)),
    readFollowUpIntervals(),
  ]);
  if (!plan.success && plan.error.code !== 'not-found') return plan;
  if (!visits.success) return visits;
  if (!intervals.success) return intervals;
  return ok({
    plan: plan.success ? plan.data : null,
    visits: [...visits.data].sort(newestVisitFirst),
    intervals: intervals.data,
  });
}

export interface AllFollowUps {
  readonly plans: readonly FollowUpPlan[];
  readonly visits: readonly FollowUpVisit[];
  readonly intervals: FollowUpIntervals;
}

export async function readAllFollowUps(): Promise<Result<AllFollowUps>> {
  const [plans, visits, intervals] = await Promise.all([
    readList(followUpPlanSchema, allPlansSpec),
    readList(followUpVisitSchema, allVisitsSpec),
    readFollowUpIntervals(),
  ]);
  if (!plans.success) return plans;
  if (!visits.success) return visits;
  if (!intervals.success) return intervals;
  return ok({ plans: plans.data, visits: visits.data, intervals: intervals.data });
}

/** The late visits and those due within 14 days, of every horse (`today` in Italy). */
export async function listOpenFollowUps(today: string): Promise<Result<OpenFollowUp[]>> {
  const all = await readAllFollowUps();
  if (!all.success) return all;
  return ok(openFollowUps(all.data.plans, all.data.visits, all.data.intervals, today));
}

export async function startFollowUpPlan(
  actor: LogActor,
  horseSlug: string,
  plan: Omit<StoredFollowUpPlan, 'horseSlug'>,
): Promise<Result<FollowUpPlan>> {
  const item = {
    horseName: plan.horseName,
    applicationId: plan.applicationId,
    adoptedOn: plan.adoptedOn,
  };
  const saved = await commitLogged(
    actor,
    {
      operation: followUpOperations.start,
      collection: FOLLOW_UP_PLANS,
      params: { slug: horseSlug, item },
    },
    (batch) => batch.set(doc(db, FOLLOW_UP_PLANS, horseSlug), item),
  );
  return saved.success ? ok({ ...item, horseSlug }) : saved;
}

export async function saveFollowUpVisit(
  actor: LogActor,
  visit: FollowUpVisit,
  kind: 'add' | 'update',
): Promise<Result<FollowUpVisit>> {
  const [error] = Object.values(followUpVisitErrors(visit));
  if (error) return fail('invalid-argument', error);
  const item = storedVisit(visit);
  const saved = await commitLogged(
    actor,
    {
      operation: followUpOperations[kind],
      collection: FOLLOW_UP_VISITS,
      params: { slug: visit.id, item },
    },
    (batch) => batch.set(doc(db, FOLLOW_UP_VISITS, visit.id), item),
  );
  return saved.success ? ok({ ...item, id: visit.id }) : saved;
}

export async function deleteFollowUpVisit(actor: LogActor, id: string): Promise<Result<void>> {
  const current = await readDocument(followUpVisitSchema, FOLLOW_UP_VISITS, id);
  if (!current.success) return current;
  return commitLogged(
    actor,
    {
      operation: followUpOperations.delete,
      collection: FOLLOW_UP_VISITS,
      params: { slug: id, item: storedVisit(current.data) },
    },
    (batch) => batch.delete(doc(db, FOLLOW_UP_VISITS, id)),
  );
}

/** The applications feature's collection; read here with only what a plan needs of it. */
const ADOPTION_APPLICATIONS = 'adoptionApplications';

export interface AdoptionChoice {
  readonly id: string;
  readonly name: string;
  readonly namesHorse: boolean;
}

const adoptionChoiceSchema = z.pipe(
  z.object({ slug: z.string(), givenName: text(), familyName: text(), horses: stringList() }),
  z.transform(({ slug, givenName, familyName, horses }) => ({
    id: slug,
    name: `${givenName} ${familyName}`.trim() || slug,
    horses,
  })),
);

/** The promoted adoption applications, those naming the horse first. */
export async function listAdoptionChoices(horseSlug: string): Promise<Result<AdoptionChoice[]>> {
  const listed = await readList(adoptionChoiceSchema, {
    collection: ADOPTION_APPLICATIONS,
    equals: [['evaluation', 'Promosso']],
    orderBy: [],
  });
  if (!listed.success) return listed;
  return ok(
    listed.data
      .map(({ id, name, horses }) => ({ id, name, namesHorse: horses.includes(horseSlug) }))
      .sort(
        (a, b) => Number(b.namesHorse) - Number(a.namesHorse) || a.name.localeCompare(b.name, 'it'),
      ),
  );
}
