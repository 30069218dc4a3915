import {
  applicationMatches,
  deleteApplicationLogged,
  updateApplicationLogged,
  type ApplicationTarget,
} from '#src/features/applications/admin';
import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { ok, type Result } from '#src/lib/data/result';
import { eraseVolunteerAccess } from './access-api';
import { eraseRegisteredPerson, fiscalCodesEnrolledFrom } from './register-api';
import { accessKeyOf } from '../model/volunteer-access';
import type { ProvinceCode } from '#src/config/provinces';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import {
  VOLUNTEER_APPLICATIONS,
  volunteerApplicationSchema,
  volunteerStaffFields,
  type VolunteerActivity,
  type VolunteerApplication,
  type VolunteerSlot,
  type VolunteerStatus,
} from '../model/volunteer-application';

// Staff's reads and writes of volunteer applications, through the applications' logged doors
// (decision 24: an entry holds the id and the staff fields changed, never the applicant).

const target: ApplicationTarget = {
  collection: VOLUNTEER_APPLICATIONS,
  staffFields: volunteerStaffFields,
};

export interface VolunteerFilters {
  readonly status?: VolunteerStatus;
  readonly province?: ProvinceCode;
  readonly availability?: VolunteerSlot;
  readonly activity?: VolunteerActivity;
  /** A name, or the beginning of a reference. */
  readonly name?: string;
}

/** Firestore answers the status and the province; the lists and the name are sifted here. */
export function volunteerListSpec({ status, province }: VolunteerFilters = {}): QuerySpec {
  return {
    collection: VOLUNTEER_APPLICATIONS,
    equals: [
      ...(status ? [['status', status] as [string, string]] : []),
      ...(province ? [['province', province] as [string, string]] : []),
    ],
    orderBy: [['date', 'desc']],
  };
}

export function volunteerKeep({ availability, activity, name }: VolunteerFilters = {}):
  ((item: VolunteerApplication) => boolean) | undefined {
  const tests = [
    availability && ((a: VolunteerApplication) => a.availability.includes(availability)),
    activity && ((a: VolunteerApplication) => a.activities.includes(activity)),
    name?.trim() && ((a: VolunteerApplication) => applicationMatches(a, name)),
  ].filter((test): test is (a: VolunteerApplication) => boolean => typeof test === 'function');
  if (tests.length === 0) return undefined;
  return (item) => tests.every((test) => test(item));
}

export async function listVolunteerApplications(
  filters: VolunteerFilters = {},
): Promise<Result<VolunteerApplication[]>> {
  const all = await readList(volunteerApplicationSchema, volunteerListSpec(filters));
  const keep = volunteerKeep(filters);
  return all.success && keep ? ok(all.data.filter(keep)) : all;
}

/** A list the app must sift is read whole and shown as one page, as the other applications'. */
export async function listVolunteerApplicationsPage(
  filters: VolunteerFilters = {},
  cursor: PageCursor | null = null,
): Promise<Result<Page<VolunteerApplication>>> {
  if (!volunteerKeep(filters)) {
    return readPage(volunteerApplicationSchema, volunteerListSpec(filters), cursor);
  }
  const all = await listVolunteerApplications(filters);
  return all.success ? ok({ items: all.data, total: all.data.length, next: null }) : all;
}

export const getVolunteerApplication = (id: string): Promise<Result<VolunteerApplication>> =>
  readDocument(volunteerApplicationSchema, VOLUNTEER_APPLICATIONS, id);

export async function updateVolunteerApplication(
  actor: SignedInUser,
  id: string,
  item: VolunteerApplication,
): Promise<Result<VolunteerApplication>> {
  const saved = await updateApplicationLogged(
    actor,
    'updateVolunteerApplication',
    volunteerApplicationSchema,
    target,
    id,
    // Staff's save marks it seen; `isNew` is the staff field the public create sets.
    { ...item, isNew: false },
  );
  return saved.success ? ok({ ...item, ...(saved.data as Partial<VolunteerApplication>) }) : saved;
}

/** The log records the id, never the applicant; its mails go with it (the rules' cascade). */
export const deleteVolunteerApplication = (
  actor: SignedInUser,
  id: string,
): Promise<Result<void>> =>
  deleteApplicationLogged(actor, 'deleteVolunteerApplication', target, id);

/** What staff are told when an erasure also took a volunteer's own access. */
export const accessErasedReason =
  'Anche il suo accesso da volontario è stato eliminato: non può più entrare.';

/**
 * An erasure request through the application: if an enrolment of the register names it, the
 * register stays (a legal record) and everything else this product holds of the person about the
 * register goes (`eraseRegisteredPerson`); then the application goes, with its mails, and the
 * volunteer's own access under the application's address or an entry's (its name and address).
 * The answer is what staff must be told beyond "deleted": why the register's entries stay, that
 * the access went, or nothing.
 */
export async function eraseVolunteerApplication(
  actor: SignedInUser,
  application: Pick<VolunteerApplication, 'slug' | 'email'>,
): Promise<Result<string | undefined>> {
  const codes = await fiscalCodesEnrolledFrom(application.slug);
  if (!codes.success) return codes;
  const told: string[] = [];
  const emails = new Set([application.email].filter(Boolean));
  for (const code of codes.data) {
    const erased = await eraseRegisteredPerson(actor, code);
    if (!erased.success) return erased;
    const numbers = erased.data.kept.map((row) => `n. ${row.number}`).join(', ');
    told.push(`${erased.data.reason} Iscrizioni che restano: ${numbers}.`);
    for (const email of erased.data.emails) emails.add(email);
  }
  const deleted = await deleteVolunteerApplication(actor, application.slug);
  if (!deleted.success) return deleted;
  const keys = new Set(await Promise.all([...emails].map(accessKeyOf)));
  for (const key of keys) {
    const erased = await eraseVolunteerAccess(actor, key);
    if (erased.success) told.push(accessErasedReason);
    else if (erased.error.code !== 'not-found') return erased;
  }
  return ok(told.length > 0 ? [...new Set(told)].join(' ') : undefined);
}
