import type { HorseStatus, Species, TriState } from '#src/config/options';
import type { FieldValue, QuerySpec } from '#src/lib/data/query-spec';
import { ok, type Result } from '#src/lib/data/result';
import { shuffled } from '#src/lib/data/shuffle';
import type { Horse } from '../model/horse';

// What the staff's and the public's horse reads share: the collections, the filters and the query.

export const HORSES = 'horses';
export const PUBLIC_HORSES = 'publicHorses';

/** The list filters of docs/product.md §7; an absent filter does not filter. */
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
 * By name, or 'random' (read once, shuffled on the client). Ordering by another field needs its own
 * composite indexes (tests/emulator/data/indexes.test.ts names them).
 */
export type HorseOrder = 'name' | 'random';

/** The query of a horse list, as data (see query-spec.ts). */
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
