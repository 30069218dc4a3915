import type { HorseStatus, Species, TriState } from '#src/config/options';
import type { FieldValue, QuerySpec } from '#src/lib/data/query-spec';
import { ok, type Result } from '#src/lib/data/result';
import { shuffled } from '#src/lib/data/shuffle';
import type { Horse } from '../model/horse';

export const HORSES = 'horses';
export const PUBLIC_HORSES = 'publicHorses';
/** The barn's view of every horse, for volunteers (decision 87). */
export const BARN_HORSES = 'barnHorses';

export interface HorseFilters {
  status?: HorseStatus;
  species?: Species;
  emergency?: boolean;
  showWeb?: boolean;
  bdn?: TriState;
  property?: TriState;
  isEquinozio?: TriState;
  isDeceased?: TriState;
}

/** The staff list's filters and its search: words that begin the name, document name or slug. */
export interface HorseListQuery extends HorseFilters {
  name?: string;
}

export const horseFilterFields = [
  'status',
  'species',
  'emergency',
  'showWeb',
  'bdn',
  'property',
  'isEquinozio',
  'isDeceased',
] as const satisfies readonly (keyof HorseFilters & keyof Horse)[];

/**
 * Ordering by another field needs its own composite indexes (tests/emulator/data/indexes.test.ts).
 */
export type HorseOrder = 'name' | 'random';

export function horseListSpec(
  collectionName: typeof HORSES | typeof PUBLIC_HORSES,
  filters: HorseFilters,
  order: HorseOrder,
): QuerySpec {
  const equals: [string, FieldValue][] = [];
  for (const field of horseFilterFields) {
    const value = filters[field];
    if (value !== undefined) equals.push([field, value]);
  }
  return {
    collection: collectionName,
    equals,
    orderBy: order === 'random' ? [] : [[order, 'asc']],
  };
}

export async function listOrdered<T>(
  read: () => Promise<Result<T[]>>,
  order: HorseOrder,
  random: () => number,
): Promise<Result<T[]>> {
  const result = await read();
  return result.success && order === 'random' ? ok(shuffled(result.data, random)) : result;
}
