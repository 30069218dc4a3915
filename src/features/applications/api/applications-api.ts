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
  filterField: string;
  name: string;
}

export const adoptionApplications = {
  collection: ADOPTION_APPLICATIONS,
  schema: adoptionApplicationSchema,
  savedSchema: z.omit(adoptionApplicationSchema, { isNew: true }),
  staffFields: adoptionStaffFields,
  filterField: 'region',
  name: 'AdoptionApplication',
} satisfies ApplicationKind<typeof adoptionApplicationSchema>;

export const cessionApplications = {
  collection: CESSION_APPLICATIONS,
  schema: cessionApplicationSchema,
  savedSchema: z.omit(cessionApplicationSchema, { isNew: true }),
  staffFields: cessionStaffFields,
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

export interface CircleFilters {
  readonly horse?: string;
  readonly status?: CircleStatus;
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

function lister<S extends z.ZodMiniType>(kind: ApplicationKind<S>) {
  return {
    list: (filter?: string): Promise<Result<z.infer<S>[]>> =>
      readList(kind.schema, applicationListSpec(kind, filter)),
    page: (filter?: string, cursor: PageCursor | null = null): Promise<Result<Page<z.infer<S>>>> =>
      readPage(kind.schema, applicationListSpec(kind, filter), cursor),
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

export const listCircleApplications = (filters: CircleFilters = {}) =>
  readList(circleApplicationSchema, circleListSpec(filters));
export const listCircleApplicationsPage = (
  filters: CircleFilters = {},
  cursor: PageCursor | null = null,
) => readPage(circleApplicationSchema, circleListSpec(filters), cursor);
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
  updateApplicationWithDependents(
    actor,
    `update${circleApplications.name}`,
    circleApplicationSchema,
    circleApplications,
    id,
    item,
    coverageWrites(id),
  );

export const deleteCircleApplication = (actor: SignedInUser, id: string): Promise<Result<void>> =>
  deleteApplicationWithDependents(
    actor,
    `delete${circleApplications.name}`,
    circleApplications,
    id,
    coverageWrites(id),
  );

type NewApplication<T> = Omit<T, 'slug' | 'date'>;

export const addAdoptionApplication = (
  actor: SignedInUser,
  input: NewApplication<AdoptionApplication>,
) => addApplicationLogged(actor, `add${adoptionApplications.name}`, adoptionApplications, input);

export const addCessionApplication = (
  actor: SignedInUser,
  input: NewApplication<CessionApplication>,
) => addApplicationLogged(actor, `add${cessionApplications.name}`, cessionApplications, input);

export type { AdoptionApplication, CessionApplication, CircleApplication };
