import { doc, serverTimestamp } from 'firebase/firestore/lite';
import { ref, uploadBytesResumable } from 'firebase/storage';
import { documentContentType, safeFileName } from '#src/features/documents/admin';
import { listShifts, readHourlyValueCents, volunteerHours } from '#src/features/rota/admin';
import { donationSchema } from '#src/features/money';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { autoId } from '#src/lib/data/auto-id';
import { failure } from '#src/lib/data/errors';
import { readDocument, readList } from '#src/lib/data/firestore-data';
import { deleteStoredFile } from '#src/lib/data/media-api';
import type { LogOperation } from '#src/lib/data/log-operations';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import { storage } from '#src/lib/firebase/storage';
import { booksYearSchema, movementSchema } from '../model/books-schema';
import { movementErrors, storedMovement, type MovementDraft } from '../model/movement-draft';
import {
  BOOKS_ATTACHMENTS_FOLDER,
  BOOKS_MOVEMENTS,
  BOOKS_YEARS,
  DONATIONS,
  donationMovement,
  yearOf,
  zeroAccounts,
  type BooksYear,
  type DonationMovement,
  type MoneyAccount,
  type Movement,
  type StoredMovement,
} from '../model/movement';
import type { FigurativeInput } from '../model/rendiconto';

// The cash book's reads and writes (decision 93): staff only, each write in one commit with its
// audit-log entry, which names the movement's kind, date, amount, account and line, never who.
// The rules refuse any write to a movement of a closed year.

export const booksOperations = {
  add: 'addBooksMovement',
  update: 'updateBooksMovement',
  delete: 'deleteBooksMovement',
  openings: 'updateBooksYear',
  close: 'closeBooksYear',
} as const satisfies Record<string, LogOperation>;

export const booksApiTexts = {
  closedYear: (year: number) =>
    `L'esercizio ${year} è chiuso: i suoi movimenti non si cambiano più. ` +
    "Registra la correzione nell'esercizio successivo.",
  refusedFile:
    'File non accettato: puoi allegare solo PDF o immagini JPEG, PNG o WebP più piccoli di 20 MB, con un account dello staff.',
  invalid: 'Il movimento non è valido.',
} as const;

/** A year's movements: the dates that start with it (one field, its single-field index). */
export const yearMovementsSpec = (year: number): QuerySpec => ({
  collection: BOOKS_MOVEMENTS,
  equals: [],
  prefix: { field: 'date', value: String(year) },
  orderBy: [['date', 'asc']],
});

export const yearDonationsSpec = (year: number): QuerySpec => ({
  collection: DONATIONS,
  equals: [],
  prefix: { field: 'date', value: String(year) },
  orderBy: [['date', 'asc']],
});

export const listYearMovements = (year: number): Promise<Result<StoredMovement[]>> =>
  readList(movementSchema, yearMovementsSpec(year));

/** The ledger's lines of the year as the cash book's incomes (goods in kind left out). */
export async function listYearDonationMovements(year: number): Promise<Result<DonationMovement[]>> {
  const donations = await readList(donationSchema, yearDonationsSpec(year));
  if (!donations.success) return donations;
  return ok(donations.data.flatMap((donation) => donationMovement(donation) ?? []));
}

/** A year never written is open, every opening at zero. */
export async function readBooksYear(year: number): Promise<Result<BooksYear>> {
  const read = await readDocument(booksYearSchema, BOOKS_YEARS, String(year));
  if (read.success || read.error.code !== 'not-found') return read;
  return ok({ year, openingCents: zeroAccounts(), closed: false, closedAt: null, closedBy: '' });
}

const logItem = (data: Record<string, string | number>) => ({
  kind: data.kind,
  date: data.date,
  amountCents: data.amountCents,
  account: data.account,
  line: data.line ?? '',
  attachmentPath: data.attachmentPath ?? '',
});

export interface MovementWrite {
  /** '' for a new movement. */
  readonly id: string;
  readonly draft: MovementDraft;
  /** An expense's invoice or receipt, stored before the commit. */
  readonly file?: File;
  /** The attachment it already has, kept when no new file comes. */
  readonly attachmentPath?: string;
}

async function storeAttachment(id: string, file: File): Promise<Result<string>> {
  const contentType = documentContentType(file);
  if (!contentType) return fail('invalid-argument', booksApiTexts.refusedFile);
  const path = `${BOOKS_ATTACHMENTS_FOLDER}/${id}/${safeFileName(file.name, contentType)}`;
  try {
    await uploadBytesResumable(ref(storage, path), file, {
      contentType,
      cacheControl: 'private, no-store',
    });
    return ok(path);
  } catch (error) {
    const failed = failure<string>(`Uploading ${path}`, error);
    return !failed.success && failed.error.code === 'storage/unauthorized'
      ? fail('storage/unauthorized', booksApiTexts.refusedFile)
      : failed;
  }
}

/** Adds or changes a movement; a file stored for a write that fails is deleted again. */
export async function saveMovement(
  actor: LogActor,
  { id, draft, file, attachmentPath = '' }: MovementWrite,
  closedYears: readonly number[] = [],
): Promise<Result<string>> {
  const [error] = Object.values(movementErrors(draft));
  if (error) return fail('invalid-argument', error);
  if (closedYears.includes(yearOf(draft.date)))
    return fail('failed-precondition', booksApiTexts.closedYear(yearOf(draft.date)));
  const movementId = id || autoId();
  let path = draft.kind === 'uscita' ? attachmentPath : '';
  if (file && draft.kind === 'uscita') {
    const stored = await storeAttachment(movementId, file);
    if (!stored.success) return stored;
    path = stored.data;
  }
  const data = storedMovement(draft, path);
  const saved = await commitLogged(
    actor,
    {
      operation: id ? booksOperations.update : booksOperations.add,
      collection: BOOKS_MOVEMENTS,
      params: {
        slug: movementId,
        item: logItem(data),
        ...(file && path ? { files: { stored: [path] } } : {}),
      },
    },
    (batch) =>
      batch.set(doc(db, BOOKS_MOVEMENTS, movementId), {
        ...data,
        recordedAt: serverTimestamp(),
        recordedBy: actor.uid,
      }),
  );
  if (saved.success) return ok(movementId);
  if (file && path) await deleteStoredFile(path);
  return saved.error.code === 'permission-denied'
    ? fail('permission-denied', booksApiTexts.closedYear(yearOf(draft.date)))
    : saved;
}

/** The attachment stays in Storage: the invoices are kept ten years (decision 93). */
export async function deleteMovement(
  actor: LogActor,
  movement: StoredMovement,
): Promise<Result<void>> {
  const deleted = await commitLogged(
    actor,
    {
      operation: booksOperations.delete,
      collection: BOOKS_MOVEMENTS,
      params: { slug: movement.id, item: null },
    },
    (batch) => batch.delete(doc(db, BOOKS_MOVEMENTS, movement.id)),
  );
  return !deleted.success && deleted.error.code === 'permission-denied'
    ? fail('permission-denied', booksApiTexts.closedYear(yearOf(movement.date)))
    : deleted;
}

const writeYear = (actor: LogActor, year: number, data: object, close: boolean) =>
  commitLogged(
    actor,
    {
      operation: close ? booksOperations.close : booksOperations.openings,
      collection: BOOKS_YEARS,
      params: { slug: String(year), item: null },
    },
    (batch) => batch.set(doc(db, BOOKS_YEARS, String(year)), data),
  );

/** Each account's opening balance of an open year. */
export const saveOpenings = (
  actor: LogActor,
  year: number,
  openingCents: Record<MoneyAccount, number>,
): Promise<Result<void>> =>
  writeYear(actor, year, { openingCents, closed: false, closedAt: null, closedBy: '' }, false);

/** Closes the year with the openings it has: from now on its movements never change. */
export async function closeYear(actor: LogActor, year: number): Promise<Result<void>> {
  const current = await readBooksYear(year);
  if (!current.success) return current;
  if (current.data.closed) return fail('failed-precondition', booksApiTexts.closedYear(year));
  return writeYear(
    actor,
    year,
    {
      openingCents: current.data.openingCents,
      closed: true,
      closedAt: serverTimestamp(),
      closedBy: actor.uid,
    },
    true,
  );
}

export interface BooksYearData {
  readonly books: BooksYear;
  /** The cash book's movements and the ledger's donations of the year, by date. */
  readonly movements: Movement[];
  /** False when the ledger could not be read: the rendiconto then lacks the donations. */
  readonly donationsRead: boolean;
  /**
   * The volunteers' hours of the year valued at the rota's hourly figure; null when that figure is
   * 0 (the association chose none: the optional section is left out) or the rota was not read.
   */
  readonly figurative: FigurativeInput | null;
}

/**
 * The year's volunteer hours from the barn rota (the shifts they were marked present at), all
 * given to the horses' care (activities of general interest), valued at the rota's hourly figure.
 */
export async function figurativeFromRota(year: number): Promise<FigurativeInput | null> {
  const [value, shifts] = await Promise.all([
    readHourlyValueCents(),
    listShifts(`${year}-01-01`, 366),
  ]);
  if (!value.success || !shifts.success || value.data <= 0) return null;
  const minutes = volunteerHours(shifts.data.filter((shift) => shift.date.startsWith(`${year}-`)))
    .map((person) => person.byYear[String(year)] ?? 0)
    .reduce((sum, each) => sum + each, 0);
  return {
    volunteerHours: { generalInterest: minutes / 60, otherActivities: 0 },
    hourValueCents: value.data,
  };
}

/** What the rendiconto of a year is computed from. */
export async function loadBooksYear(year: number): Promise<Result<BooksYearData>> {
  const [books, movements, donations, figurative] = await Promise.all([
    readBooksYear(year),
    listYearMovements(year),
    listYearDonationMovements(year),
    figurativeFromRota(year),
  ]);
  if (!books.success) return books;
  if (!movements.success) return movements;
  const all: Movement[] = [...movements.data, ...(donations.success ? donations.data : [])];
  all.sort((a, b) => a.date.localeCompare(b.date));
  return ok({ books: books.data, movements: all, donationsRead: donations.success, figurative });
}
