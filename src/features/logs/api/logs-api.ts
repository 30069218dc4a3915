import { readPage, type Page, type PageCursor } from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import type { Result } from '#src/lib/data/result';
import { logEntrySchema, type LogCollection, type LogEntry } from '../model/log-entry';

export const LOGS = 'logs';

export interface LogFilters {
  collection?: LogCollection;
  slug?: string;
}

/**
 * Each filter is an equality: firestore.indexes.json declares (collection, date desc) and
 * (params.slug, date desc).
 */
export function logListSpec(filters: LogFilters = {}): QuerySpec {
  const equals: QuerySpec['equals'] = [];
  if (filters.collection) equals.push(['collection', filters.collection]);
  const slug = filters.slug?.trim();
  if (slug) equals.push(['params.slug', slug]);
  return { collection: LOGS, equals, orderBy: [['date', 'desc']] };
}

export function listLogsPage(
  filters: LogFilters = {},
  cursor: PageCursor | null = null,
): Promise<Result<Page<LogEntry>>> {
  return readPage(logEntrySchema, logListSpec(filters), cursor);
}
