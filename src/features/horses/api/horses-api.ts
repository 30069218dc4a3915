import { collection, doc, getDocs, runTransaction } from 'firebase/firestore/lite';
import { failure } from '#src/lib/data/errors';
import {
  commitLogged,
  writeLog,
  type DocumentWriter,
  type LogActor,
} from '#src/lib/data/audit-log';
import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import { fail, ok, type Result } from '#src/lib/data/result';
import { parseDocument } from '#src/lib/data/schema';
import { checkSlug } from '#src/lib/data/slug';
import { announcePublication, horseTargets, publicationTargets } from '#src/lib/data/publication';
import { db } from '#src/lib/firebase/firestore';
import { formatDate } from '#src/lib/format/dates';
import { noCoverage, type Coverage } from '../model/coverage';
import { horseSchema, newHorse, type Horse } from '../model/horse';
import { COMMIT_LIMIT, inCommits } from '../model/horse-deletion';
import { readAllCoverage, readCoverage } from './coverage-api';
import { deleteHorseFiles, readHorseBelongings } from './horse-belongings';
import { toPublicHorse } from '../model/public-horse';
import {
  horseListSpec,
  HORSES,
  listOrdered,
  PUBLIC_HORSES,
  type HorseFilters,
  type HorseOrder,
} from './horse-queries';

export {
  horseFilterFields,
  horseListSpec,
  HORSES,
  PUBLIC_HORSES,
  type HorseFilters,
  type HorseOrder,
} from './horse-queries';
export { getPublicHorse, listPublicHorses } from './public-horses-api';

/** Today in Italy, `YYYY-MM-DD`. */
const today = (): string => formatDate(new Date());

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
 * Writes a horse and, in the same batch, its public projection with its circle's totals (or removes
 * the projection when hidden).
 */
function writeHorse(writer: DocumentWriter, horse: Horse, coverage: Coverage): void {
  writer.set(doc(db, HORSES, horse.slug), horse);
  const publicRef = doc(db, PUBLIC_HORSES, horse.slug);
  if (horse.showWeb) writer.set(publicRef, toPublicHorse(horse, coverage));
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
      // A new horse starts hidden: no projection, so no totals yet.
      writeHorse(transaction, horse, noCoverage);
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

/**
 * Staff: saves the whole horse, its projection and the log entry together. The projection's circle
 * totals are read in the same transaction as the projection, so that a member's change committed
 * meanwhile makes the save retry with the new totals instead of overwriting them. The stored horse
 * is read there too: a status different from the stored one records today (in Italy) as
 * `statusChangedAt`, which starts a BDN deadline (docs/product.md "BDN deadlines"); otherwise the
 * stored day is kept, whatever the form sent. Answers the horse as saved.
 */
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
  try {
    const saved = await runTransaction(db, async (transaction) => {
      const stored = await transaction.get(doc(db, HORSES, slug));
      await transaction.get(doc(db, PUBLIC_HORSES, slug));
      const coverage = horse.showWeb ? await readCoverage(slug) : ok(noCoverage);
      if (!coverage.success) throw Object.assign(new Error(coverage.error.message), coverage.error);
      const item = withStatusChange(horse, stored.exists() ? stored.data() : undefined, today());
      writeHorse(transaction, item, coverage.data);
      writeLog(transaction, actor, {
        operation: 'updateHorse',
        collection: HORSES,
        params: { slug, item },
        publishes: horseTargets(slug),
      });
      return item;
    });
    announcePublication();
    return ok(saved);
  } catch (error) {
    return failure(`updateHorse ${slug}`, error);
  }
}

/**
 * The horse to save with its `statusChangedAt`: `today` when its status differs from the stored
 * one's (or nothing is stored yet), else the stored day ('' when the stored horse has none).
 */
export function withStatusChange(
  horse: Horse,
  stored: Record<string, unknown> | undefined,
  today: string,
): Horse {
  const storedStatus = typeof stored?.status === 'string' ? stored.status : '';
  if (storedStatus !== horse.status) return { ...horse, statusChangedAt: today };
  const kept = stored?.statusChangedAt;
  const valid = typeof kept === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(kept);
  return { ...horse, statusChangedAt: valid ? kept : '' };
}

/** What a deletion stopped half-way says: the horse is gone, `left` of its things stay. */
export const horseDeletionTexts = {
  unfinished: (left: number) =>
    `Il cavallo è stato eliminato, ma ${left === 1 ? 'resta 1 dato' : `restano ${left} dati`} ` +
    'tra notizie, cure e documenti: elimina di nuovo il cavallo per completare.',
} as const;

/**
 * Staff: deletes a horse with everything that belongs to it (docs/decisions/
 * 0043-deleting-a-horse.md): its projection, news, care records, care intervals and documents go in
 * the commit that deletes the horse, under one `deleteHorse` entry that keeps the horse as it was
 * (a horse with more than `FIRST_COMMIT_ROOM` things has the rest deleted in the commits that
 * follow, each with its own entry naming the horse and `{ batch, batches }`). Then, best effort, its
 * files in Storage: its photos, its news' photos and its documents' files. A file that stays never
 * fails the deletion: the answer counts them (`filesLeft`). A horse already deleted whose things
 * stayed (a later commit failed) is finished by deleting it again.
 */
export async function deleteHorse(
  actor: LogActor,
  slug: string,
): Promise<Result<{ filesLeft: number }>> {
  const current = await getHorse(slug);
  if (!current.success && current.error.code !== 'not-found') return current;
  const belongings = await readHorseBelongings(slug);
  if (!belongings.success) return belongings;
  if (!current.success && belongings.data.documents.length === 0) return current;
  const commits = inCommits(belongings.data.documents);
  for (const [index, documents] of commits.entries()) {
    const withHorse = index === 0 && current.success;
    const committed = await commitLogged(
      actor,
      {
        operation: 'deleteHorse',
        collection: HORSES,
        params: {
          slug,
          item: withHorse ? current.data : { batch: index + 1, batches: commits.length },
        },
        ...(index === 0 && { publishes: horseTargets(slug) }),
      },
      (batch) => {
        if (withHorse) {
          batch.delete(doc(db, HORSES, slug));
          batch.delete(doc(db, PUBLIC_HORSES, slug));
        }
        documents.forEach((document) => batch.delete(document));
      },
    );
    if (!committed.success) {
      if (index === 0) return committed;
      const left = commits.slice(index).reduce((sum, commit) => sum + commit.length, 0);
      return fail(committed.error.code, horseDeletionTexts.unfinished(left));
    }
  }
  return ok({ filesLeft: await deleteHorseFiles(slug, belongings.data.files) });
}

/**
 * Staff: rewrites every public projection from the registry, with every circle's totals recomputed
 * from the Attivo members (after a change of the public fields, or to repair them). Returns how
 * many horses are published.
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
    const coverage = await readAllCoverage();
    if (!coverage.success) return coverage;
    const published = horses.filter((horse) => horse.showWeb).length;
    // Two writes per horse, and each batch carries its own log entry and log head (the rules
    // refuse a write to horses without one in the same commit) and the publication state (every
    // file of the published site is rebuilt).
    const perBatch = Math.floor((COMMIT_LIMIT - 3) / 2);
    const batches = Math.max(1, Math.ceil(horses.length / perBatch));
    for (let index = 0; index < batches; index++) {
      const chunk = horses.slice(index * perBatch, (index + 1) * perBatch);
      const logged = await commitLogged(
        actor,
        {
          operation: 'republishPublicHorses',
          collection: HORSES,
          params: { slug: '*', item: { published, batch: index + 1, batches } },
          publishes: [publicationTargets.all],
        },
        (batch) =>
          chunk.forEach((horse) =>
            writeHorse(batch, horse, coverage.data.get(horse.slug) ?? noCoverage),
          ),
      );
      if (!logged.success) return logged;
    }
    return ok(published);
  } catch (error) {
    return failure('republishPublicHorses', error);
  }
}
