import * as z from 'zod/mini';
import { readList } from '#src/lib/data/firestore-data';
import { ok, type Result } from '#src/lib/data/result';
import { DONATION_IMPORT_KEYS } from '#src/features/money/model/money-record';

// Which lines of a file were recorded before: their `donationImportKeys/{key}` documents, read by
// id, 30 at a time (Firestore's `in`); a key with no document is a line never imported.

const keyDocument = z.object({ slug: z.string() });
const AT_ONCE = 30;

export async function readImportedKeys(
  keys: readonly string[],
): Promise<Result<ReadonlySet<string>>> {
  const found = new Set<string>();
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += AT_ONCE) {
    const listed = await readList(keyDocument, {
      collection: DONATION_IMPORT_KEYS,
      equals: [],
      ids: unique.slice(start, start + AT_ONCE),
      orderBy: [],
    });
    if (!listed.success) return listed;
    for (const { slug } of listed.data) found.add(slug);
  }
  return ok(found);
}
