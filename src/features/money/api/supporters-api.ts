import { collection, doc, serverTimestamp } from 'firebase/firestore/lite';
import { transactLogged, type LogActor } from '#src/lib/data/audit-log';
import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import { normaliseFiscalCode } from '#src/lib/italian/fiscal-code';
import { foldText } from '#src/lib/text/word-search';
import { SUPPORTERS, type Supporter } from '../model/money-record';
import { supporterSchema } from '../model/money-schema';
import {
  duplicateReason,
  storedFiscalCode,
  storedSupporter,
  supporterDraftErrors,
  type SupporterDraft,
} from '../supporters/supporter-draft';

// Supporters (decision 90): staff only, each write logged under the record's kind alone (never a
// name, a code or an address).

const firstError = (draft: SupporterDraft): string | undefined =>
  Object.values(supporterDraftErrors(draft)).find(Boolean);

/** A new supporter; the form shows `possibleDuplicates` first. */
export async function addSupporter(
  actor: LogActor,
  draft: SupporterDraft,
): Promise<Result<{ id: string }>> {
  const invalid = firstError(draft);
  if (invalid) return fail('invalid-argument', invalid);
  const ref = doc(collection(db, SUPPORTERS));
  const stored = storedSupporter(draft);
  return transactLogged(actor, 'addSupporter', async () => ({
    record: {
      operation: 'addSupporter',
      collection: 'supporters',
      params: { slug: ref.id, item: { kind: stored.kind } },
    },
    write: (writer) =>
      writer.set(ref, { ...stored, createdAt: serverTimestamp(), createdBy: actor.uid }),
    value: { id: ref.id },
  }));
}

/** A supporter's save; one that changes nothing writes nothing. */
export async function updateSupporter(
  actor: LogActor,
  id: string,
  draft: SupporterDraft,
): Promise<Result<void>> {
  const invalid = firstError(draft);
  if (invalid) return fail('invalid-argument', invalid);
  const ref = doc(db, SUPPORTERS, id);
  const stored = storedSupporter(draft);
  return transactLogged(actor, `updateSupporter ${id}`, async (transaction) => {
    const before = await transaction.get(ref);
    if (!before.exists()) return fail('not-found', 'Il sostenitore non esiste più.');
    const data = before.data();
    const after = {
      ...stored,
      createdAt: data.createdAt as unknown,
      createdBy: data.createdBy as unknown,
    };
    const changed = Object.entries(stored).some(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(data[field]),
    );
    if (!changed) return ok(undefined);
    return {
      record: {
        operation: 'updateSupporter',
        collection: 'supporters',
        params: { slug: id, item: { kind: stored.kind } },
      },
      write: (writer) => writer.set(ref, after),
      value: undefined,
    };
  });
}

export const readSupporter = (id: string): Promise<Result<Supporter>> =>
  readDocument(supporterSchema, SUPPORTERS, id);

/** Every supporter, by name (a few hundred at most: the pickers and the duplicates read them). */
export const listSupporters = (): Promise<Result<Supporter[]>> =>
  readList(supporterSchema, { collection: SUPPORTERS, equals: [], orderBy: [['nameKey', 'asc']] });

/**
 * The list's page: by name; a search that looks like a codice fiscale or partita IVA, or an
 * e-mail, finds that one; any other text the names that begin so.
 */
export async function listSupportersPage(
  search: string,
  cursor: PageCursor | null = null,
): Promise<Result<Page<Supporter>>> {
  const typed = search.trim();
  if (typed.includes('@')) {
    return readPage(
      supporterSchema,
      { collection: SUPPORTERS, equals: [['email', typed]], orderBy: [] },
      cursor,
    );
  }
  const code = normaliseFiscalCode(typed);
  if (/^[A-Z0-9]{11,16}$/.test(code) && /\d/.test(code)) {
    return readPage(
      supporterSchema,
      { collection: SUPPORTERS, equals: [['fiscalCode', storedFiscalCode(code)]], orderBy: [] },
      cursor,
    );
  }
  const key = foldText(typed);
  return readPage(
    supporterSchema,
    {
      collection: SUPPORTERS,
      equals: [],
      ...(key === '' ? {} : { prefix: { field: 'nameKey', value: key } }),
      orderBy: [['nameKey', 'asc']],
    },
    cursor,
  );
}

export interface PossibleDuplicate {
  readonly supporter: Supporter;
  readonly reason: string;
}

/** The stored supporters a draft may be (same codice fiscale, e-mail or folded name), but `exceptId`. */
export async function possibleDuplicates(
  draft: SupporterDraft,
  exceptId = '',
): Promise<Result<PossibleDuplicate[]>> {
  const all = await listSupporters();
  if (!all.success) return all;
  return ok(
    all.data.flatMap((supporter) => {
      const reason = supporter.id === exceptId ? null : duplicateReason(draft, supporter);
      return reason ? [{ supporter, reason }] : [];
    }),
  );
}
