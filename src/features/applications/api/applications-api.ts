import * as z from 'zod/mini';
import type { CircleStatus, Region } from '#src/config/options';
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
  deleteApplicationWithDependents,
  setApplicationFieldsLogged,
  updateApplicationLogged,
  updateApplicationWithDependents,
  type ApplicationTarget,
} from '#src/lib/data/logged-writes';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { ok, type Result } from '#src/lib/data/result';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { coverageWrites } from '#src/features/horses/admin';
import {
  ADOPTION_APPLICATIONS,
  CESSION_APPLICATIONS,
  CIRCLE_APPLICATIONS,
} from './public-applications-api';
import { adoptionApplicationSchema, type AdoptionApplication } from '../model/adoption-application';
import { cessionApplicationSchema, type CessionApplication } from '../model/cession-application';
import {
  circleApplicationSchema,
  circleStaffFields,
  type CircleApplication,
} from '../model/circle-application';

/** What differs between the three kinds of application. */
interface ApplicationKind<S extends z.ZodMiniType> extends ApplicationTarget {
  schema: S;
  /**
   * What a staff save writes: the whole application but `isNew`, which only opening it changes
   * (`open…`), so a save of a page opened before never marks the application new again.
   */
  savedSchema: z.ZodMiniType;
  /** The field the list filter matches: the applicant's region, or the horse for circles. */
  filterField: string;
  /** Used in operation names of the log: "updateAdoptionApplication". */
  name: string;
}

export const adoptionApplications = {
  collection: ADOPTION_APPLICATIONS,
  schema: adoptionApplicationSchema,
  savedSchema: z.omit(adoptionApplicationSchema, { isNew: true }),
  staffFields: ['evaluation', 'homecheck', 'internalNotes'],
  filterField: 'region',
  name: 'AdoptionApplication',
} satisfies ApplicationKind<typeof adoptionApplicationSchema>;

export const cessionApplications = {
  collection: CESSION_APPLICATIONS,
  schema: cessionApplicationSchema,
  savedSchema: z.omit(cessionApplicationSchema, { isNew: true }),
  staffFields: ['status'],
  filterField: 'horseRegion',
  name: 'CessionApplication',
} satisfies ApplicationKind<typeof cessionApplicationSchema>;

export const circleApplications = {
  collection: CIRCLE_APPLICATIONS,
  schema: circleApplicationSchema,
  savedSchema: circleApplicationSchema,
  staffFields: circleStaffFields,
  filterField: 'horse',
  name: 'CircleApplication',
} satisfies ApplicationKind<typeof circleApplicationSchema>;

/** The query of an application list, newest first, as data (see query-spec.ts). */
export function applicationListSpec(
  kind: Pick<ApplicationKind<z.ZodMiniType>, 'collection' | 'filterField'>,
  filter?: string,
): QuerySpec {
  return {
    collection: kind.collection,
    equals: filter ? [[kind.filterField, filter]] : [],
    orderBy: [['date', 'desc']],
  };
}

/** What the circle list filters by: the horse's name and the member's status ('' Da contattare). */
export interface CircleFilters {
  readonly horse?: string;
  readonly status?: CircleStatus;
}

/**
 * The query of the circle list, newest first. A status of '' finds the applications stored with
 * `status: ''` (every one the form sends); one sent before the status existed has no such field and
 * shows only unfiltered, until a staff save stores its status.
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

function lister<S extends z.ZodMiniType>(kind: ApplicationKind<S>) {
  return {
    /** Staff: every application matching the filter, newest first (for exports). */
    list: (filter?: string): Promise<Result<z.infer<S>[]>> =>
      readList(kind.schema, applicationListSpec(kind, filter)),
    /** Staff: one page (25) newest first, with the total. */
    page: (filter?: string, cursor: PageCursor | null = null): Promise<Result<Page<z.infer<S>>>> =>
      readPage(kind.schema, applicationListSpec(kind, filter), cursor),
    get: (id: string): Promise<Result<z.infer<S>>> =>
      readDocument(kind.schema, kind.collection, id),
    /**
     * Staff: saves the application (all but `isNew`, see `savedSchema`); the log records only the
     * staff fields it changed.
     */
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
    /** Staff: deletes the application; the log records the id, never the applicant. */
    remove: (actor: SignedInUser, id: string): Promise<Result<void>> =>
      deleteApplicationLogged(actor, `delete${kind.name}`, kind, id),
  };
}

/** The query counting the applications no staff member has opened yet (docs/product.md §4). */
export function newApplicationsSpec(
  kind: Pick<ApplicationKind<z.ZodMiniType>, 'collection'>,
): QuerySpec {
  return { collection: kind.collection, equals: [['isNew', true]], orderBy: [] };
}

/** What opening an application sets: it is no longer new (docs/product.md §4). */
export const OPENED = { isNew: false } as const;

/** The adoption and cession applications, which visitors send and staff open. */
function opener(kind: ApplicationKind<z.ZodMiniType>) {
  return {
    /** Staff: how many applications are new (a count aggregation, for the menu). */
    countNew: (): Promise<Result<number>> => readCount(newApplicationsSpec(kind)),
    /**
     * Staff: marks the application as opened, logged (`{ isNew: false }`); true when this call
     * changed it, false when it was no longer new.
     */
    open: (actor: SignedInUser, id: string): Promise<Result<boolean>> =>
      setApplicationFieldsLogged(actor, `open${kind.name}`, kind, id, OPENED),
  };
}

const adoption = lister(adoptionApplications);
const cession = lister(cessionApplications);
const circle = lister(circleApplications);

export const listAdoptionApplications = (region?: Region) => adoption.list(region);
export const listAdoptionApplicationsPage = (region?: Region, cursor?: PageCursor | null) =>
  adoption.page(region, cursor);
export const getAdoptionApplication = adoption.get;
export const updateAdoptionApplication = adoption.update;
export const deleteAdoptionApplication = adoption.remove;
export const countNewAdoptionApplications = opener(adoptionApplications).countNew;
export const openAdoptionApplication = opener(adoptionApplications).open;

export const listCessionApplications = (region?: Region) => cession.list(region);
export const listCessionApplicationsPage = (region?: Region, cursor?: PageCursor | null) =>
  cession.page(region, cursor);
export const getCessionApplication = cession.get;
export const updateCessionApplication = cession.update;
export const deleteCessionApplication = cession.remove;
export const countNewCessionApplications = opener(cessionApplications).countNew;
export const openCessionApplication = opener(cessionApplications).open;

/** Staff: every circle application matching the filters, newest first (for exports, the filter). */
export const listCircleApplications = (filters: CircleFilters = {}) =>
  readList(circleApplicationSchema, circleListSpec(filters));
/** Staff: one page (25) of the circle applications matching the filters, with the total. */
export const listCircleApplicationsPage = (
  filters: CircleFilters = {},
  cursor: PageCursor | null = null,
) => readPage(circleApplicationSchema, circleListSpec(filters), cursor);
export const getCircleApplication = circle.get;

/**
 * Staff: saves a circle application, logged with the staff fields it changed, and in the same
 * commit the totals of the horses whose circle it moves (a member becoming Attivo or leaving it,
 * changing horse): docs/product.md "Supporter circles".
 */
export const updateCircleApplication = (
  actor: SignedInUser,
  id: string,
  item: CircleApplication,
): Promise<Result<CircleApplication>> =>
  updateApplicationWithDependents(
    actor,
    `update${circleApplications.name}`,
    circleApplicationSchema,
    circleApplications,
    id,
    item,
    coverageWrites(id),
  );

/** Staff: deletes a circle application; an Attivo member's horse loses it from its totals. */
export const deleteCircleApplication = (actor: SignedInUser, id: string): Promise<Result<void>> =>
  deleteApplicationWithDependents(
    actor,
    `delete${circleApplications.name}`,
    circleApplications,
    id,
    coverageWrites(id),
  );

type NewApplication<T> = Omit<T, 'slug' | 'date'>;

/** Staff: records an adoption application received elsewhere (by phone, on paper), logged. */
export const addAdoptionApplication = (
  actor: SignedInUser,
  input: NewApplication<AdoptionApplication>,
) => addApplicationLogged(actor, `add${adoptionApplications.name}`, adoptionApplications, input);

/** Staff: records a cession application received elsewhere, logged. */
export const addCessionApplication = (
  actor: SignedInUser,
  input: NewApplication<CessionApplication>,
) => addApplicationLogged(actor, `add${cessionApplications.name}`, cessionApplications, input);

export type { AdoptionApplication, CessionApplication, CircleApplication };
