import { collection, doc, getDocs, runTransaction } from 'firebase/firestore/lite';
import type { HorseStatus, Species, TriState } from '../../../config/options';
import { failure } from '../../../lib/data/errors';
import {
  commitLogged,
  writeLog,
  type DocumentWriter,
  type LogActor,
} from '../../../lib/data/audit-log';
import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '../../../lib/data/firestore-data';
import type { FieldValue, QuerySpec } from '../../../lib/data/query-spec';
import { fail, ok, type Result } from '../../../lib/data/result';
import { parseDocument } from '../../../lib/data/schema';
import { shuffled } from '../../../lib/data/shuffle';
import { checkSlug } from '../../../lib/data/slug';
import { db } from '../../../lib/firebase/firestore';
import { horseSchema, newHorse, type Horse } from '../model/horse';
import { publicHorseSchema, toPublicHorse, type PublicHorse } from '../model/public-horse';

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

async function listOrdered<T>(
  read: () => Promise<Result<T[]>>,
  order: HorseOrder,
  random: () => number,
): Promise<Result<T[]>> {
  const result = await read();
  return result.success && order === 'random' ? ok(shuffled(result.data, random)) : result;
}

/** Staff: horses of the registry matching the filters. */
export function listHorses(
  filters: HorseFilters = {},
  order: HorseOrder = 'name',
  random: () => number = Math.random,
): Promise<Result<Horse[]>> {
  return listOrdered(
    () => readList(horseSchema, horseListSpec(HORSES, filters, order)),
    order,
    random,
  );
}

/** Staff: one page (25) of the registry ordered by name, with the total. */
export function listHorsesPage(
  filters: HorseFilters = {},
  cursor: PageCursor | null = null,
): Promise<Result<Page<Horse>>> {
  return readPage(horseSchema, horseListSpec(HORSES, filters, 'name'), cursor);
}

/** Staff: one horse with all its data. */
export function getHorse(slug: string): Promise<Result<Horse>> {
  return readDocument(horseSchema, HORSES, slug);
}

/**
 * Public: web-visible horses. The query filters on `showWeb == true` itself, because rules are not
 * filters: a query that could return a hidden horse is refused as a whole.
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

/** Public: one web-visible horse; a hidden or unknown one is 'not-found'. */
export async function getPublicHorse(slug: string): Promise<Result<PublicHorse>> {
  const result = await readDocument(publicHorseSchema, PUBLIC_HORSES, slug);
  // A hidden horse's projection does not exist, but a refused read must read as missing too.
  if (!result.success && result.error.code === 'permission-denied') {
    return fail('not-found', `${PUBLIC_HORSES}/${slug} non esiste.`);
  }
  return result;
}

/** Writes a horse and, in the same batch, its public projection (or removes it when hidden). */
function writeHorse(writer: DocumentWriter, horse: Horse): void {
  writer.set(doc(db, HORSES, horse.slug), horse);
  const publicRef = doc(db, PUBLIC_HORSES, horse.slug);
  if (horse.showWeb) writer.set(publicRef, toPublicHorse(horse));
  else writer.delete(publicRef);
}

/**
 * Staff: adds a horse with only its slug (docs/product.md: "add (set by slug)"). A slug that is not URL-safe or
 * already taken is refused with a message that says so.
 */
export async function addHorse(actor: LogActor, slugInput: string): Promise<Result<Horse>> {
  const slug = checkSlug(slugInput);
  if (!slug.success) return slug;
  const horse = newHorse(slug.data);
  try {
    // A transaction, so that two people adding the same slug cannot overwrite each other.
    const taken = await runTransaction(db, async (transaction) => {
      const existing = await transaction.get(doc(db, HORSES, horse.slug));
      if (existing.exists()) return true;
      writeHorse(transaction, horse);
      writeLog(transaction, actor, {
        operation: 'addHorse',
        collection: HORSES,
        params: { slug: horse.slug, item: horse },
      });
      return false;
    });
    if (taken) return fail('already-exists', `Esiste già un cavallo con lo slug "${horse.slug}".`);
    return ok(horse);
  } catch (error) {
    return failure(`addHorse ${horse.slug}`, error);
  }
}

/** Staff: saves the whole horse, its projection and the log entry together. */
export async function updateHorse(
  actor: LogActor,
  slug: string,
  input: Horse,
): Promise<Result<Horse>> {
  const parsed = parseDocument(horseSchema, `${HORSES}/${slug}`, input);
  if (!parsed.success) return parsed;
  const horse = parsed.data;
  if (horse.slug !== slug) {
    return fail(
      'invalid-argument',
      `Lo slug "${horse.slug}" non corrisponde al cavallo "${slug}".`,
    );
  }
  const saved = await commitLogged(
    actor,
    { operation: 'updateHorse', collection: HORSES, params: { slug, item: horse } },
    (batch) => writeHorse(batch, horse),
  );
  return saved.success ? ok(horse) : saved;
}

/** Staff: deletes a horse and its projection; the log keeps its last state. */
export async function deleteHorse(actor: LogActor, slug: string): Promise<Result<void>> {
  const current = await getHorse(slug);
  if (!current.success) return current;
  return commitLogged(
    actor,
    { operation: 'deleteHorse', collection: HORSES, params: { slug, item: current.data } },
    (batch) => {
      batch.delete(doc(db, HORSES, slug));
      batch.delete(doc(db, PUBLIC_HORSES, slug));
    },
  );
}

/** Firestore commits at most 500 writes in a batch. */
const BATCH_LIMIT = 500;

/**
 * Staff: rewrites every public projection from the registry (after a change of the public fields,
 * or to repair them). Returns how many horses are published.
 */
export async function republishPublicHorses(actor: LogActor): Promise<Result<number>> {
  try {
    const snapshot = await getDocs(collection(db, HORSES));
    const horses: Horse[] = [];
    for (const document of snapshot.docs) {
      const parsed = parseDocument(horseSchema, document.ref.path, document.data());
      if (!parsed.success) return parsed;
      horses.push(parsed.data);
    }
    const published = horses.filter((horse) => horse.showWeb).length;
    // Two writes per horse, and each batch carries its own log entry and log head (the rules
    // refuse a write to horses without one in the same commit).
    const perBatch = Math.floor((BATCH_LIMIT - 2) / 2);
    const batches = Math.max(1, Math.ceil(horses.length / perBatch));
    for (let index = 0; index < batches; index++) {
      const chunk = horses.slice(index * perBatch, (index + 1) * perBatch);
      const logged = await commitLogged(
        actor,
        {
          operation: 'republishPublicHorses',
          collection: HORSES,
          params: { slug: '*', item: { published, batch: index + 1, batches } },
        },
        (batch) => chunk.forEach((horse) => writeHorse(batch, horse)),
      );
      if (!logged.success) return logged;
    }
    return ok(published);
  } catch (error) {
    return failure('republishPublicHorses', error);
  }
}
