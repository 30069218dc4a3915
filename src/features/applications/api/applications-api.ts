import * as z from 'zod/mini';
import type {
  CessionPriority,
  CessionStatus,
  CircleStatus,
  Evaluation,
  Region,
} from '#src/config/options';
import {
  readCount,
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import {
  addApplicationLogged,
  deleteApplicationLogged,
  setApplicationFieldsLogged,
  updateApplicationLogged,
  type ApplicationTarget,
} from './application-writes';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { ok, type Result } from '#src/lib/data/result';
import { applicationMatches } from './name-search';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { coverageWrites } from '#src/features/horses/admin';
import {
  ADOPTION_APPLICATIONS,
  CESSION_APPLICATIONS,
  CIRCLE_APPLICATIONS,
} from './public-applications-api';
import {
  adoptionApplicationSchema,
  adoptionStaffFields,
  type AdoptionApplication,
} from '../model/adoption-application';
import {
  cessionApplicationSchema,
  cessionStaffFields,
  type CessionApplication,
} from '../model/cession-application';
import {
  circleApplicationSchema,
  circleStaffFields,
  type CircleApplication,
} from '../model/circle-application';

interface ApplicationKind<S extends z.ZodMiniType> extends ApplicationTarget {
  schema: S;
  /**
   * Without `isNew`, which only opening changes, so a save from a page opened earlier never marks
   * the application new again.
   */
  savedSchema: z.ZodMiniType;
  /** Names its log operations (`update${name}`…), each labelled in the log. */
  name: 'AdoptionApplication' | 'CessionApplication' | 'CircleApplication';
}

export const adoptionApplications = {
  collection: ADOPTION_APPLICATIONS,
  schema: adoptionApplicationSchema,
  savedSchema: z.omit(adoptionApplicationSchema, { isNew: true }),
  staffFields: adoptionStaffFields,
  name: 'AdoptionApplication',
} satisfies ApplicationKind<typeof adoptionApplicationSchema>;

export const cessionApplications = {
  collection: CESSION_APPLICATIONS,
  schema: cessionApplicationSchema,
  savedSchema: z.omit(cessionApplicationSchema, { isNew: true }),
  staffFields: cessionStaffFields,
  name: 'CessionApplication',
} satisfies ApplicationKind<typeof cessionApplicationSchema>;

export const circleApplications = {
  collection: CIRCLE_APPLICATIONS,
  schema: circleApplicationSchema,
  savedSchema: circleApplicationSchema,
  staffFields: circleStaffFields,
  name: 'CircleApplication',
} satisfies ApplicationKind<typeof circleApplicationSchema>;

/**
 * What a list reads: the equalities Firestore answers, and what only the app can check: a name
 * inside a text, or a status that a form never stores (a public application has no evaluation or
 * status until staff save one).
 */
export interface ListQuery<T> {
  readonly spec: QuerySpec;
  readonly keep?: (item: T) => boolean;
}

type Equality = [string, string];

const equalities = (pairs: [string, string | undefined][]): Equality[] =>
  pairs.filter((pair): pair is Equality => pair[1] !== undefined && pair[1] !== '');

function keepAll<T>(tests: (((item: T) => boolean) | false)[]): ListQuery<T>['keep'] {
  const active = tests.filter((test) => test !== false);
  if (active.length === 0) return undefined;
  return (item) => active.every((test) => test(item));
}

const byDate = (collection: string, equals: Equality[]): QuerySpec => ({
  collection,
  equals,
  orderBy: [['date', 'desc']],
});

export interface AdoptionFilters {
  readonly region?: Region;
  /** '' is "Da valutare". */
  readonly evaluation?: Evaluation;
  readonly name?: string;
}

export function adoptionListQuery({
  region,
  evaluation,
  name,
}: AdoptionFilters = {}): ListQuery<AdoptionApplication> {
  return {
    spec: byDate(
      ADOPTION_APPLICATIONS,
      equalities([
        ['region', region],
        ['evaluation', evaluation],
      ]),
    ),
    keep: keepAll<AdoptionApplication>([
      evaluation === '' && ((a) => a.evaluation === ''),
      !!name?.trim() && ((a) => applicationMatches(a, name ?? '')),
    ]),
  };
}

export interface CessionFilters {
  readonly region?: Region;
  /** '' is "Da prendere in carico". */
  readonly status?: CessionStatus;
  readonly priority?: CessionPriority;
  readonly name?: string;
}

export function cessionListQuery({
  region,
  status,
  priority,
  name,
}: CessionFilters = {}): ListQuery<CessionApplication> {
  return {
    spec: byDate(
      CESSION_APPLICATIONS,
      equalities([
        ['horseRegion', region],
        ['status', status],
        ['priority', priority],
      ]),
    ),
    keep: keepAll<CessionApplication>([
      status === '' && ((c) => c.status === ''),
      !!name?.trim() && ((c) => applicationMatches(c, name ?? '')),
    ]),
  };
}

export interface CircleFilters {
  readonly horse?: string;
  readonly status?: CircleStatus;
  readonly name?: string;
}

/**
 * An application sent before the status existed has no `status` field and shows only unfiltered,
 * until a staff save stores it.
 */
export function circleListSpec({ horse, status }: CircleFilters = {}): QuerySpec {
  return {
    collection: CIRCLE_APPLICATIONS,
    equals: [
      ...(horse ? [['horse', horse] as [string, string]] : []),
      ...(status !== undefined ? [['status', status] as [string, string]] : []),
    ],
    orderBy: [['date', 'desc']],
  };
}

export function circleListQuery(filters: CircleFilters = {}): ListQuery<CircleApplication> {
  const { name } = filters;
  return {
    spec: circleListSpec(filters),
    keep: keepAll<CircleApplication>([
      !!name?.trim() && ((c) => applicationMatches(c, name ?? '')),
    ]),
  };
}

async function listBy<S extends z.ZodMiniType>(
  schema: S,
  { spec, keep }: ListQuery<z.infer<S>>,
): Promise<Result<z.infer<S>[]>> {
  const all = await readList(schema, spec);
  return all.success && keep ? ok(all.data.filter(keep)) : all;
}

/** A query the app must sift reads the whole filtered list and shows it as one page. */
async function pageBy<S extends z.ZodMiniType>(
  schema: S,
  query: ListQuery<z.infer<S>>,
  cursor: PageCursor | null,
): Promise<Result<Page<z.infer<S>>>> {
  if (!query.keep) return readPage(schema, query.spec, cursor);
  const all = await listBy(schema, query);
  return all.success ? ok({ items: all.data, total: all.data.length, next: null }) : all;
}

function lister<S extends z.ZodMiniType>(kind: ApplicationKind<S>) {
  return {
    get: (id: string): Promise<Result<z.infer<S>>> =>
      readDocument(kind.schema, kind.collection, id),
    update: async (
      actor: SignedInUser,
      id: string,
      item: z.infer<S>,
    ): Promise<Result<z.infer<S>>> => {
      const saved = await updateApplicationLogged(
        actor,
        `update${kind.name}`,
        kind.savedSchema,
        kind,
        id,
        item,
      );
      return saved.success
        ? ok({ ...(item as object), ...(saved.data as object) } as z.infer<S>)
        : saved;
    },
    /** The log records the id, never the applicant. */
    remove: (actor: SignedInUser, id: string): Promise<Result<void>> =>
      deleteApplicationLogged(actor, `delete${kind.name}`, kind, id),
  };
}

export function newApplicationsSpec(
  kind: Pick<ApplicationKind<z.ZodMiniType>, 'collection'>,
): QuerySpec {
  return { collection: kind.collection, equals: [['isNew', true]], orderBy: [] };
}

/** A circle member is new while "Da contattare", the status the public form stores. */
export const newCircleApplicationsSpec = (): QuerySpec => ({
  collection: CIRCLE_APPLICATIONS,
  equals: [['status', '']],
  orderBy: [],
});

export const countNewCircleApplications = (): Promise<Result<number>> =>
  readCount(newCircleApplicationsSpec());

/**
 * A volunteer is new while "Da contattare" (src/features/volunteers/model/volunteer-application.ts
 * owns the collection; named here so the back office's one count needs no import of it).
 */
export const newVolunteerApplicationsSpec = (): QuerySpec => ({
  collection: 'volunteerApplications',
  equals: [['status', 'Da contattare']],
  orderBy: [],
});

export const countNewVolunteerApplications = (): Promise<Result<number>> =>
  readCount(newVolunteerApplicationsSpec());

export const OPENED = { isNew: false } as const;

function opener(kind: ApplicationKind<z.ZodMiniType>) {
  return {
    countNew: (): Promise<Result<number>> => readCount(newApplicationsSpec(kind)),
    open: (actor: SignedInUser, id: string): Promise<Result<boolean>> =>
      setApplicationFieldsLogged(actor, `open${kind.name}`, kind, id, OPENED),
  };
}

const adoption = lister(adoptionApplications);
const cession = lister(cessionApplications);
const circle = lister(circleApplications);

export const listAdoptionApplications = (filters: AdoptionFilters = {}) =>
  listBy(adoptionApplicationSchema, adoptionListQuery(filters));
export const listAdoptionApplicationsPage = (
  filters: AdoptionFilters = {},
  cursor: PageCursor | null = null,
) => pageBy(adoptionApplicationSchema, adoptionListQuery(filters), cursor);
export const getAdoptionApplication = adoption.get;
export const updateAdoptionApplication = adoption.update;
export const deleteAdoptionApplication = adoption.remove;
export const countNewAdoptionApplications = opener(adoptionApplications).countNew;
export const openAdoptionApplication = opener(adoptionApplications).open;

export const listCessionApplications = (filters: CessionFilters = {}) =>
  listBy(cessionApplicationSchema, cessionListQuery(filters));
export const listCessionApplicationsPage = (
  filters: CessionFilters = {},
  cursor: PageCursor | null = null,
) => pageBy(cessionApplicationSchema, cessionListQuery(filters), cursor);
export const getCessionApplication = cession.get;
export const updateCessionApplication = cession.update;
export const deleteCessionApplication = cession.remove;
export const countNewCessionApplications = opener(cessionApplications).countNew;
export const openCessionApplication = opener(cessionApplications).open;

export const listCircleApplications = (filters: CircleFilters = {}) =>
  listBy(circleApplicationSchema, circleListQuery(filters));
export const listCircleApplicationsPage = (
  filters: CircleFilters = {},
  cursor: PageCursor | null = null,
) => pageBy(circleApplicationSchema, circleListQuery(filters), cursor);
export const getCircleApplication = circle.get;

/**
 * Writes the totals of the horses whose circle it moves in the same commit (docs/product.md
 * "Supporter circles").
 */
export const updateCircleApplication = (
  actor: SignedInUser,
  id: string,
  item: CircleApplication,
): Promise<Result<CircleApplication>> =>
  updateApplicationLogged(
    actor,
    `update${circleApplications.name}`,
    circleApplicationSchema,
    circleApplications,
    id,
    item,
    coverageWrites(id),
  );

export const deleteCircleApplication = (actor: SignedInUser, id: string): Promise<Result<void>> =>
  deleteApplicationLogged(
    actor,
    `delete${circleApplications.name}`,
    circleApplications,
    id,
    coverageWrites(id),
  );

type NewApplication<T> = Omit<T, 'slug' | 'date' | 'reference'>;

/**
 * An application staff add (received by phone or on paper) stores no reference: the applicant was
 * told none, and its id gives one for the lists (decision 76); the rules tell the two apart by it.
 */
function withoutReference<T extends object>(
  input: T & { readonly reference?: unknown },
): Omit<T, 'reference'> {
  const { reference, ...rest } = input;
  return rest;
}

export const addAdoptionApplication = (
  actor: SignedInUser,
  input: NewApplication<AdoptionApplication>,
) =>
  addApplicationLogged(
    actor,
    `add${adoptionApplications.name}`,
    adoptionApplications,
    withoutReference(input),
  );

export const addCessionApplication = (
  actor: SignedInUser,
  input: NewApplication<CessionApplication>,
) =>
  addApplicationLogged(
    actor,
    `add${cessionApplications.name}`,
    cessionApplications,
    withoutReference(input),
  );

export type { AdoptionApplication, CessionApplication, CircleApplication };
