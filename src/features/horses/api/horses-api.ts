import { doc, type DocumentData } from 'firebase/firestore/lite';
import { failure } from '#src/lib/data/errors';
import {
  commitLogged,
  loggedFiles,
  transactLogged,
  type DocumentWriter,
  type LogActor,
} from '#src/lib/data/audit-log';
import { addLogged } from '#src/lib/data/logged-writes';
import {
  readDocument,
  readList,
  readPage,
  readStored,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import { fail, ok, type Result } from '#src/lib/data/result';
import { checkSlug } from '#src/lib/data/slug';
import { parseDocument } from '#src/lib/data/schema';
import { horseTargets, publicationTargets } from '#src/lib/data/publication';
import { db } from '#src/lib/firebase/firestore';
import { todayInRome } from '#src/lib/format/dates';
import { noCoverage, type Coverage } from '../model/coverage';
import { horseSchema, newHorse, type Horse } from '../model/horse';
import { horseNameMatches } from '../model/horse-search';
import {
  COMMIT_LIMIT,
  horseDocumentsFolder,
  horseNewsPhotosFolder,
  horsePhotoPaths,
  inCommits,
} from '../model/horse-deletion';
import { readCoverage } from './coverage-api';
import { belongingCollections, deleteHorseFiles, readHorseBelongings } from './horse-belongings';
import { toPublicHorse } from '../model/public-horse';
import { barnHorseSchema, toBarnHorse, type BarnHorse } from '../model/barn-horse';
import {
  BARN_HORSES,
  horseListSpec,
  HORSES,
  listOrdered,
  PUBLIC_HORSES,
  type HorseFilters,
  type HorseListQuery,
  type HorseOrder,
} from './horse-queries';

export {
  horseFilterFields,
  horseListSpec,
  HORSES,
  PUBLIC_HORSES,
  type HorseFilters,
  type HorseListQuery,
  type HorseOrder,
} from './horse-queries';
export { getPublicHorse, listPublicHorses } from './public-horses-api';

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

/**
 * A name searched is sifted here (Firestore has no search within a text): the whole filtered list is
 * read and shown as one page, as the application lists do.
 */
export async function listHorsesPage(
  filters: HorseListQuery = {},
  cursor: PageCursor | null = null,
): Promise<Result<Page<Horse>>> {
  const name = filters.name?.trim();
  if (!name) return readPage(horseSchema, horseListSpec(HORSES, filters, 'name'), cursor);
  const all = await readList(horseSchema, horseListSpec(HORSES, filters, 'name'));
  if (!all.success) return all;
  const items = all.data.filter((horse) => horseNameMatches(horse, name));
  return ok({ items, total: items.length, next: null });
}

export function getHorse(slug: string): Promise<Result<Horse>> {
  return readDocument(horseSchema, HORSES, slug);
}

/**
 * A horse's projection lives as long as the horse, hidden or shown (`showWeb`), so that its
 * totals are never written anew (firestore.rules; docs/decisions/0071-circle-totals-live-with-the-horse.md).
 */
function writeProjection(writer: DocumentWriter, horse: Horse, coverage: Coverage): void {
  writer.set(doc(db, PUBLIC_HORSES, horse.slug), toPublicHorse(horse, coverage));
}

/** Every horse's, in the commit of every save (decision 87): volunteers read nothing else of it. */
function writeBarnHorse(writer: DocumentWriter, horse: Horse): void {
  writer.set(doc(db, BARN_HORSES, horse.slug), toBarnHorse(horse));
}

function writeHorse(writer: DocumentWriter, horse: Horse, coverage: Coverage | null): void {
  writer.set(doc(db, HORSES, horse.slug), horse);
  writeBarnHorse(writer, horse);
  if (coverage) writeProjection(writer, horse, coverage);
}

/** The barn's view of every horse, by name: what a volunteer reads. */
export async function listBarnHorses(): Promise<Result<BarnHorse[]>> {
  const listed = await readList(barnHorseSchema, {
    collection: BARN_HORSES,
    equals: [],
    orderBy: [],
  });
  if (!listed.success) return listed;
  return ok(
    [...listed.data].sort((a, b) =>
      (a.name || a.slug).localeCompare(b.name || b.slug, 'it', { sensitivity: 'base' }),
    ),
  );
}

export function getBarnHorse(slug: string): Promise<Result<BarnHorse>> {
  return readDocument(barnHorseSchema, BARN_HORSES, slug);
}

/** Only member changes move a published horse's totals (the rules hold them): they stay. */
function storedTotals(projection: DocumentData): Coverage {
  const coveredAmount: unknown = projection.coveredAmount;
  const activeSupporters: unknown = projection.activeSupporters;
  return {
    coveredAmount: typeof coveredAmount === 'number' ? coveredAmount : 0,
    activeSupporters: typeof activeSupporters === 'number' ? activeSupporters : 0,
  };
}

/** The horse's news whose visibility differs from `showWeb`: they follow their horse. */
async function newsToFollow(slug: string, showWeb: boolean): Promise<string[]> {
  const news = await readStored({
    collection: belongingCollections.news,
    equals: [['horseSlug', slug]],
    orderBy: [],
  });
  return news.filter((item) => item.get('showWeb') !== showWeb).map((item) => item.id);
}

export const projectionTexts = {
  membersOfNamesake: (slug: string) =>
    `La cerchia di un cavallo eliminato con lo slug "${slug}" ha ancora sostenitori attivi: ` +
    'chiudili o spostali prima di riusarlo.',
  missing: (slug: string) =>
    `La scheda pubblica di "${slug}" manca: va ripristinata (docs/operations.md, ` +
    '"Schede pubbliche dei cavalli") prima di mostrare il cavallo sul sito.',
} as const;

/**
 * A new horse starts hidden, with its projection at zero: the rules take no other totals, so a
 * slug still named by Attivo members (of a horse deleted) is refused rather than counted wrong.
 */
export async function addHorse(actor: LogActor, slugInput: string): Promise<Result<Horse>> {
  const slug = checkSlug(slugInput);
  if (!slug.success) return slug;
  const members = await readCoverage(slug.data);
  if (!members.success) return members;
  // Members of a horse already there are its own: addLogged refuses that slug as taken.
  if (members.data.activeSupporters > 0 && !(await getHorse(slug.data)).success) {
    return fail('failed-precondition', projectionTexts.membersOfNamesake(slug.data));
  }
  return addLogged(actor, 'addHorse', HORSES, slug.data, newHorse, 'un cavallo', (writer, horse) =>
    writeHorse(writer, horse, noCoverage),
  );
}

/**
 * Reads the circle totals and the stored status in the transaction, so a member change committed
 * meanwhile makes the save retry.
 */
export async function updateHorse(
  actor: LogActor,
  slug: string,
  input: Horse,
  storedFiles: readonly string[] = [],
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
  return transactLogged(actor, `updateHorse ${slug}`, async (transaction) => {
    const news = await newsToFollow(slug, horse.showWeb);
    const stored = await transaction.get(doc(db, HORSES, slug));
    const projection = await transaction.get(doc(db, PUBLIC_HORSES, slug));
    // Only a horse stored before projections lived with their horses lacks one: the repair
    // (docs/operations.md) writes it; a hidden horse is saved meanwhile without it.
    if (!projection.exists() && horse.showWeb) {
      return fail('failed-precondition', projectionTexts.missing(slug));
    }
    const totals = projection.exists() ? storedTotals(projection.data()) : null;
    const item = withStatusChange(
      horse,
      stored.exists() ? stored.data() : undefined,
      todayInRome(),
    );
    return {
      record: {
        operation: 'updateHorse',
        collection: HORSES,
        params: { slug, item, ...loggedFiles({ stored: storedFiles }) },
        publishes: horseTargets(slug),
      },
      write: (writer) => {
        writeHorse(writer, item, totals);
        news.forEach((id) =>
          writer.update(doc(db, belongingCollections.news, id), { showWeb: item.showWeb }),
        );
      },
      value: item,
    };
  });
}

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

export const horseDeletionTexts = {
  unfinished: (left: number) =>
    `Il cavallo è stato eliminato, ma ${left === 1 ? 'resta 1 dato' : `restano ${left} dati`} ` +
    'tra notizie, cure e documenti: elimina di nuovo il cavallo per completare.',
} as const;

/**
 * A file that stays never fails the deletion (docs/decisions/0043-deleting-a-horse.md); deleting
 * again finishes a half-done deletion.
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
          // Once the horse is gone, an entry names one thing its commit deletes (the rules check it).
          item: withHorse
            ? current.data
            : { batch: index + 1, batches: commits.length, deletes: documents[0]?.path ?? '' },
          // Deleted once the last commit lands: the photo, the news photos' and documents' folders.
          ...(index === 0 && {
            files: {
              deleted: [
                ...horsePhotoPaths(slug),
                horseNewsPhotosFolder(slug),
                horseDocumentsFolder(slug),
              ],
            },
          }),
        },
        ...(index === 0 && { publishes: horseTargets(slug) }),
      },
      (batch) => {
        if (withHorse) {
          batch.delete(doc(db, HORSES, slug));
          batch.delete(doc(db, PUBLIC_HORSES, slug));
          batch.delete(doc(db, BARN_HORSES, slug));
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

export async function republishPublicHorses(actor: LogActor): Promise<Result<number>> {
  try {
    const stored = await readStored({ collection: HORSES, equals: [], orderBy: [] });
    const horses: Horse[] = [];
    for (const document of stored) {
      const parsed = parseDocument(horseSchema, document.ref.path, document.data());
      if (!parsed.success) return parsed;
      horses.push(parsed.data);
    }
    const projections = await readStored({ collection: PUBLIC_HORSES, equals: [], orderBy: [] });
    const totals = new Map(projections.map((item) => [item.id, storedTotals(item.data())]));
    // A public projection is only ever rewritten here, its totals kept: one missing is the
    // repair's. The barn's view is written for every horse (decision 87), so a republish also
    // gives one to a horse saved before it existed.
    const published = horses.filter((horse) => horse.showWeb && totals.has(horse.slug)).length;
    // Two projections per horse (never the registry: the rules refuse it under this entry), and
    // each batch carries its own log entry and log head and the publication state (every file of
    // the published site is rebuilt).
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
          chunk.forEach((horse) => {
            writeBarnHorse(batch, horse);
            const stored = totals.get(horse.slug);
            if (stored) writeProjection(batch, horse, stored);
          }),
      );
      if (!logged.success) return logged;
    }
    return ok(published);
  } catch (error) {
    return failure('republishPublicHorses', error);
  }
}
