import { fail, type Result } from '#src/lib/data/result';
import { readDocument, readList } from '#src/lib/data/firestore-data';
import { publicHorseSchema, type PublicHorse } from '../model/public-horse';
import {
  horseListSpec,
  listOrdered,
  PUBLIC_HORSES,
  type HorseFilters,
  type HorseOrder,
} from './horse-queries';

// Apart from the staff's writes: a visitor's page never loads the audit log's writing code.

/**
 * Filters on `showWeb == true` itself: rules are not filters, and a query that could return a
 * hidden horse is refused whole.
 */
export function listPublicHorses(
  filters: Omit<HorseFilters, 'showWeb'> = {},
  order: HorseOrder = 'name',
  random: () => number = Math.random,
): Promise<Result<PublicHorse[]>> {
  return listOrdered(
    () =>
      readList(
        publicHorseSchema,
        horseListSpec(PUBLIC_HORSES, { ...filters, showWeb: true }, order),
      ),
    order,
    random,
  );
}

export async function getPublicHorse(slug: string): Promise<Result<PublicHorse>> {
  const result = await readDocument(publicHorseSchema, PUBLIC_HORSES, slug);
  // A hidden horse's projection is refused to the public, read by staff (who publish): either way
  // it is no horse of the site.
  const hidden = result.success ? !result.data.showWeb : result.error.code === 'permission-denied';
  if (hidden) return fail('not-found', `${PUBLIC_HORSES}/${slug} non esiste.`);
  return result;
}
