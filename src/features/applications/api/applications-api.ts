import type * as z from 'zod/mini';
import type { Region } from '#src/config/options';
import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import {
  addApplicationLogged,
  deleteApplicationLogged,
  updateApplicationLogged,
  type ApplicationTarget,
} from '#src/lib/data/logged-writes';
import type { QuerySpec } from '#src/lib/data/query-spec';
import type { Result } from '#src/lib/data/result';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import {
  ADOPTION_APPLICATIONS,
  CESSION_APPLICATIONS,
  CIRCLE_APPLICATIONS,
} from './public-applications-api';
import { adoptionApplicationSchema, type AdoptionApplication } from '../model/adoption-application';
import { cessionApplicationSchema, type CessionApplication } from '../model/cession-application';
import { circleApplicationSchema, type CircleApplication } from '../model/circle-application';

/** What differs between the three kinds of application. */
interface ApplicationKind<S extends z.ZodMiniType> extends ApplicationTarget {
  schema: S;
  /** The field the list filter matches: the applicant's region, or the horse for circles. */
  filterField: string;
  /** Used in operation names of the log: "updateAdoptionApplication". */
  name: string;
}

export const adoptionApplications = {
  collection: ADOPTION_APPLICATIONS,
  schema: adoptionApplicationSchema,
  staffFields: ['evaluation', 'homecheck', 'internalNotes'],
  filterField: 'region',
  name: 'AdoptionApplication',
} satisfies ApplicationKind<typeof adoptionApplicationSchema>;

export const cessionApplications = {
  collection: CESSION_APPLICATIONS,
  schema: cessionApplicationSchema,
  staffFields: ['status'],
  filterField: 'horseRegion',
  name: 'CessionApplication',
} satisfies ApplicationKind<typeof cessionApplicationSchema>;

export const circleApplications = {
  collection: CIRCLE_APPLICATIONS,
  schema: circleApplicationSchema,
  staffFields: ['status', 'startDate', 'internalNotes'],
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
    /** Staff: saves the application; the log records only the staff fields it changed. */
    update: (actor: SignedInUser, id: string, item: z.infer<S>): Promise<Result<z.infer<S>>> =>
      updateApplicationLogged(actor, `update${kind.name}`, kind.schema, kind, id, item),
    /** Staff: deletes the application; the log records the id, never the applicant. */
    remove: (actor: SignedInUser, id: string): Promise<Result<void>> =>
      deleteApplicationLogged(actor, `delete${kind.name}`, kind, id),
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

export const listCessionApplications = (region?: Region) => cession.list(region);
export const listCessionApplicationsPage = (region?: Region, cursor?: PageCursor | null) =>
  cession.page(region, cursor);
export const getCessionApplication = cession.get;
export const updateCessionApplication = cession.update;
export const deleteCessionApplication = cession.remove;

/** Filtered by the horse's name. */
export const listCircleApplications = (horse?: string) => circle.list(horse);
export const listCircleApplicationsPage = (horse?: string, cursor?: PageCursor | null) =>
  circle.page(horse, cursor);
export const getCircleApplication = circle.get;
export const updateCircleApplication = circle.update;
export const deleteCircleApplication = circle.remove;

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
