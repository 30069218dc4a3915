import { doc, type Transaction } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { circleFrequencies, circleStatuses } from '#src/config/options';
import type { LoggedCollection } from '#src/lib/data/audit-log';
import { readList } from '#src/lib/data/firestore-data';
import { horseTargets, type PublicationTarget } from '#src/lib/data/publication';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { ok, type Result } from '#src/lib/data/result';
import { amount, oneOf, optionalOneOf, text } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import { coverageByHorse, coverageOf, type CircleMember, type Coverage } from '../model/coverage';
import { PUBLIC_HORSES } from './horse-queries';

// The totals of the supporter circles in the public projection (docs/product.md "Supporter
// circles"; docs/decisions/0038-circle-coverage.md): computed from the circle applications whose
// staff status is Attivo, and written in the same commit as the change that moves them.

/** The circle applications (the applications feature's collection): read here only for totals. */
export const CIRCLE_APPLICATIONS: LoggedCollection = 'circleApplications';

const SLUG_ERROR = 'deve essere uno slug';

/** What the coverage reads of a circle application; the applicant's data is left out. */
const circleMemberSchema = z.object({
  slug: z.string({ error: SLUG_ERROR }),
  horseSlug: text(),
  status: optionalOneOf(
    circleStatuses.filter((status) => status !== '') as ['Attivo', 'Sospeso', 'Chiuso'],
  ),
  amount: amount(),
  frequency: oneOf(circleFrequencies),
});

/**
 * An application's data as the coverage reads it (its status, horse and payment), or null when it
 * cannot count (malformed: the coverage never guesses an amount).
 */
export function toCircleMember(data: unknown): CircleMember | null {
  const parsed = z.safeParse(z.omit(circleMemberSchema, { slug: true }), data);
  return parsed.success ? parsed.data : null;
}

/**
 * The writes of the totals that a change of the circle application `id` moves, inside its save's
 * transaction (`stageCoverage`), from the application as stored and as it will be (null: deleted).
 */
export function coverageWrites(
  id: string,
): (transaction: Transaction, stored: unknown, after: unknown) => Promise<StagedCoverage> {
  return (transaction, stored, after) =>
    stageCoverage(transaction, {
      id,
      before: toCircleMember(stored),
      after: after === null ? null : toCircleMember(after),
    });
}

/** A member with the id of its application. */
export type IdentifiedMember = CircleMember & { readonly slug: string };

/** The query of the Attivo members: of one horse, or of every horse. */
export function activeMembersSpec(horseSlug?: string): QuerySpec {
  return {
    collection: CIRCLE_APPLICATIONS,
    equals: [
      ...(horseSlug ? [['horseSlug', horseSlug] as [string, string]] : []),
      ['status', 'Attivo'],
    ],
    orderBy: [],
  };
}

/** Staff: the Attivo members, of one horse or of all. */
export function readActiveMembers(horseSlug?: string): Promise<Result<IdentifiedMember[]>> {
  return readList(circleMemberSchema, activeMembersSpec(horseSlug));
}

/** Staff: the coverage of one horse, read now. */
export async function readCoverage(horseSlug: string): Promise<Result<Coverage>> {
  const members = await readActiveMembers(horseSlug);
  return members.success ? ok(coverageOf(members.data, horseSlug)) : members;
}

/** Staff: the coverage of every horse with an Attivo member, by slug. */
export async function readAllCoverage(): Promise<Result<Map<string, Coverage>>> {
  const members = await readActiveMembers();
  return members.success ? ok(coverageByHorse(members.data)) : members;
}

/** A circle application about to change in a transaction: its id, and its member after (null: deleted). */
export interface MemberChange {
  readonly id: string;
  readonly before: CircleMember | null;
  readonly after: CircleMember | null;
}

/** The horses whose coverage a change can move: those of an Attivo member before or after. */
export function touchedHorses({ before, after }: MemberChange): string[] {
  const slugs = [before, after]
    .filter((member): member is CircleMember => member?.status === 'Attivo')
    .map((member) => member.horseSlug)
    .filter((slug) => slug !== '');
  return [...new Set(slugs)];
}

/** The members of a horse once the change is committed: the stored ones, the changed one replaced. */
export function membersAfter(
  stored: readonly IdentifiedMember[],
  { id, after }: MemberChange,
): CircleMember[] {
  const others = stored.filter((member) => member.slug !== id);
  return after ? [...others, after] : others;
}

/** A write the transaction stages once its reads are done (a transaction reads before it writes). */
export type StagedWrite = (transaction: Transaction) => void;

/** The writes of a member change, and the published files they move (the horses' pages and list). */
export interface StagedCoverage {
  readonly writes: StagedWrite[];
  readonly publishes: PublicationTarget[];
}

/**
 * Inside a transaction about to commit a member change: reads the published projections of the
 * horses it touches (so that a concurrent change to one of them makes the transaction retry) and
 * their Attivo members, and returns the writes of their new totals. A horse not on the website has
 * no projection: its totals are written when it is published (`updateHorse`).
 */
export async function stageCoverage(
  transaction: Transaction,
  change: MemberChange,
): Promise<StagedCoverage> {
  const writes: StagedWrite[] = [];
  const publishes = new Set<PublicationTarget>();
  for (const horseSlug of touchedHorses(change)) {
    const ref = doc(db, PUBLIC_HORSES, horseSlug);
    const projection = await transaction.get(ref);
    if (!projection.exists()) continue;
    const stored = await readActiveMembers(horseSlug);
    // Thrown with its code, so that the transaction fails with the read's own message.
    if (!stored.success) throw Object.assign(new Error(stored.error.message), stored.error);
    const coverage = coverageOf(membersAfter(stored.data, change), horseSlug);
    const current = projection.data();
    if (
      current.coveredAmount === coverage.coveredAmount &&
      current.activeSupporters === coverage.activeSupporters
    ) {
      continue;
    }
    writes.push((writer) => writer.update(ref, { ...coverage }));
    horseTargets(horseSlug).forEach((target) => publishes.add(target));
  }
  return { writes, publishes: [...publishes] };
}
