import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { circleFrequencyMonths, type CircleFrequency } from '#src/config/options.ts';
import { coverageOf, type CircleMember } from '#src/features/horses/model/coverage.ts';
import { horseSchema } from '#src/features/horses/model/horse.ts';
import { toPublicHorse } from '#src/features/horses/model/public-horse.ts';
import { toBarnHorse } from '#src/features/horses/model/barn-horse.ts';
import { parseDocument } from '#src/lib/data/schema.ts';

export interface ProjectionRepair {
  /** Horses that had none (hidden before projections lived with their horses). */
  readonly created: string[];
  /** Projections whose totals were not their Attivo members' (e.g. written anew by a show). */
  readonly recounted: string[];
  /** Projections of no horse. */
  readonly deleted: string[];
}

/** An Attivo member of `horseSlug` as the app counts it; a malformed amount counts nothing. */
function attivoMember(horseSlug: string, data: DocumentData): CircleMember | null {
  const { amount, frequency } = data;
  if (typeof amount !== 'number' || !(String(frequency) in circleFrequencyMonths)) return null;
  return { horseSlug, status: 'Attivo', amount, frequency: frequency as CircleFrequency };
}

type Outcome = 'created' | 'recounted' | 'deleted' | null;

/**
 * Gives every horse its projection with its Attivo members' totals, and deletes projections of no
 * horse (docs/decisions/0071-circle-totals-live-with-the-horse.md). With the project's own
 * credentials: the rules let staff create a projection only with a new horse, at zero. One
 * transaction per projection, so that a member change or a horse landing meanwhile is counted.
 * The barn's view (decision 87) is written anew for every horse in the same transaction, and
 * deleted with a horse gone: so horses saved before it existed get theirs.
 */
export async function repairProjections(db: Firestore): Promise<ProjectionRepair> {
  const repair: Record<Exclude<Outcome, null>, string[]> = {
    created: [],
    recounted: [],
    deleted: [],
  };
  const horses = db.collection('horses');
  const projections = db.collection('publicHorses');
  const barn = db.collection('barnHorses');
  const slugs = new Set([
    ...(await horses.listDocuments()).map((ref) => ref.id),
    ...(await projections.listDocuments()).map((ref) => ref.id),
    ...(await barn.listDocuments()).map((ref) => ref.id),
  ]);
  for (const slug of [...slugs].sort()) {
    const ref = projections.doc(slug);
    const members = db
      .collection('circleApplications')
      .where('horseSlug', '==', slug)
      .where('status', '==', 'Attivo');
    const outcome = await db.runTransaction(async (transaction): Promise<Outcome> => {
      const [horse, projection, active] = await Promise.all([
        transaction.get(horses.doc(slug)),
        transaction.get(ref),
        transaction.get(members),
      ]);
      if (!horse.exists) {
        transaction.delete(barn.doc(slug));
        if (!projection.exists) return null;
        transaction.delete(ref);
        return 'deleted';
      }
      const parsed = parseDocument(horseSchema, horse.ref.path, horse.data());
      if (!parsed.success) throw new Error(parsed.error.message);
      transaction.set(barn.doc(slug), toBarnHorse(parsed.data));
      const counted = active.docs
        .map((member) => attivoMember(slug, member.data()))
        .filter((member) => member !== null);
      const totals = coverageOf(counted, slug);
      if (!projection.exists) {
        transaction.set(ref, toPublicHorse(parsed.data, totals));
        return 'created';
      }
      if (
        projection.get('coveredAmount') === totals.coveredAmount &&
        projection.get('activeSupporters') === totals.activeSupporters
      ) {
        return null;
      }
      transaction.update(ref, { ...totals });
      return 'recounted';
    });
    if (outcome) repair[outcome].push(slug);
  }
  return repair;
}
