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
import {
  coverageByHorse,
  coverageOf,
  movedCoverage,
  type CircleMember,
  type Coverage,
} from '../model/coverage';
import { PUBLIC_HORSES } from './horse-queries';

// Circle totals in the public projection (docs/decisions/0038-circle-coverage.md), written in the
// same commit as the change that moves them.

export const CIRCLE_APPLICATIONS: LoggedCollection = 'circleApplications';

const SLUG_ERROR = 'deve essere uno slug';

const circleMemberSchema = z.object({
  slug: z.string({ error: SLUG_ERROR }),
  horseSlug: text(),
  status: optionalOneOf(
    circleStatuses.filter((status) => status !== '') as ['Attivo', 'Sospeso', 'Chiuso'],
  ),
  amount: amount(),
  frequency: oneOf(circleFrequencies),
});

/** Null when malformed: the coverage never guesses an amount. */
export function toCircleMember(data: unknown): CircleMember | null {
  const parsed = z.safeParse(z.omit(circleMemberSchema, { slug: true }), data);
  return parsed.success ? parsed.data : null;
}

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

export type IdentifiedMember = CircleMember & { readonly slug: string };

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

export function readActiveMembers(horseSlug?: string): Promise<Result<IdentifiedMember[]>> {
  return readList(circleMemberSchema, activeMembersSpec(horseSlug));
}

export async function readCoverage(horseSlug: string): Promise<Result<Coverage>> {
  const members = await readActiveMembers(horseSlug);
  return members.success ? ok(coverageOf(members.data, horseSlug)) : members;
}

export async function readAllCoverage(): Promise<Result<Map<string, Coverage>>> {
  const members = await readActiveMembers();
  return members.success ? ok(coverageByHorse(members.data)) : members;
}

export interface MemberChange {
  readonly id: string;
  readonly before: CircleMember | null;
  readonly after: CircleMember | null;
}

export function touchedHorses({ before, after }: MemberChange): string[] {
  const slugs = [before, after]
    .filter((member): member is CircleMember => member?.status === 'Attivo')
    .map((member) => member.horseSlug)
    .filter((slug) => slug !== '');
  return [...new Set(slugs)];
}

export function membersAfter(
  stored: readonly IdentifiedMember[],
  { id, after }: MemberChange,
): CircleMember[] {
  const others = stored.filter((member) => member.slug !== id);
  return after ? [...others, after] : others;
}

/** A transaction reads before it writes. */
export type StagedWrite = (transaction: Transaction) => void;

export interface StagedCoverage {
  readonly writes: StagedWrite[];
  readonly publishes: PublicationTarget[];
}

/**
 * Reads the touched projections inside the transaction, so that a concurrent change to one makes it
 * retry, and moves their totals by the member's share.
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
    const current = projection.data();
    const coverage = movedCoverage(
      {
        coveredAmount: typeof current.coveredAmount === 'number' ? current.coveredAmount : 0,
        activeSupporters:
          typeof current.activeSupporters === 'number' ? current.activeSupporters : 0,
      },
      change.before,
      change.after,
      horseSlug,
    );
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
