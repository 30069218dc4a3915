import { readPage, type Page, type PageCursor } from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import type { Result } from '#src/lib/data/result';
import { logEntrySchema, type LogCollection, type LogEntry } from '../model/log-entry';

export const LOGS = 'logs';

export interface LogFilters {
  /** Entries about this collection (older entries, which do not name theirs, never match). */
  collection?: LogCollection;
  /** Entries about the item with this slug or id. */
  slug?: string;
}

/**
 * The query of the log view, newest first, as data (see query-spec.ts); each filter is an equality,
 * so firestore.indexes.json declares (collection, date desc) and (params.slug, date desc).
 */
export function logListSpec(filters: LogFilters = {}): QuerySpec {
  const equals: QuerySpec['equals'] = [];
  if (filters.collection) equals.push(['collection', filters.collection]);
  const slug = filters.slug?.trim();
  if (slug) equals.push(['params.slug', slug]);
  return { collection: LOGS, equals, orderBy: [['date', 'desc']] };
}

/** Staff: one page (25) of log entries matching the filters, newest first, with the total. */
export function listLogsPage(
  filters: LogFilters = {},
  cursor: PageCursor | null = null,
): Promise<Result<Page<LogEntry>>> {
  return readPage(logEntrySchema, logListSpec(filters), cursor);
}
