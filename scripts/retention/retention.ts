import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { applicationCollections, type ApplicationKind } from './args.ts';

/** An application past the retention limit, as the operator sees it. */
export interface ExpiredApplication {
  id: string;
  kind: ApplicationKind;
  collection: string;
  date: Date;
  /** Given and family name, as the applicant wrote them. */
  applicant: string;
}

/** Who deletes, as the log records it (the shape of the app's log entries, src/lib/data/log-entry.ts). */
export interface RetentionOperator {
  uid: string;
  email: string | null;
  displayName: string;
}

/** The log's operation name for a deletion by this script. */
export const retentionLogFunction = 'retentionDelete';

/**
 * The limit date: `months` calendar months before `now` (UTC), on the same day or the month's last
 * day (31 March less one month is 28 or 29 February). Applications dated strictly before it are
 * expired; one dated exactly at it is kept.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** `YYYY-MM-DDTHH:mm:ss` in UTC, the admin lists' format (DECISIONS.md, "Dates"). */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

const nameOf = (data: DocumentData): string => {
  const name = [data.givenName, data.familyName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return name || '(senza nome)';
};

/** The applications of these kinds dated before the cutoff, oldest first within each kind. */
export async function findExpiredApplications(
  db: Firestore,
  kinds: readonly ApplicationKind[],
  cutoff: Date,
): Promise<ExpiredApplication[]> {
  const found: ExpiredApplication[] = [];
  for (const kind of kinds) {
    const collection = applicationCollections[kind];
    const snapshot = await db
      .collection(collection)
      .where('date', '<', Timestamp.fromDate(cutoff))
      .orderBy('date')
      .get();
    for (const doc of snapshot.docs) {
      const data = doc.data();
      found.push({
        id: doc.id,
        kind,
        collection,
        date: (data.date as Timestamp).toDate(),
        applicant: nameOf(data),
      });
    }
  }
  return found;
}

/**
 * Deletes these applications in batches, each deletion committed with its log entry. The entry keeps
 * the id, the collection and the date, never the applicant's data: that is what is being erased.
 * Returns the deleted ones, in order; a failed batch stops the run (the earlier batches stay done).
 */
export async function deleteExpiredApplications(
  db: Firestore,
  expired: readonly ExpiredApplication[],
  operator: RetentionOperator,
  options: { batchSize?: number; onDeleted?: (application: ExpiredApplication) => void } = {},
): Promise<ExpiredApplication[]> {
  // Two writes per application (the deletion and its log entry); a batch takes 500.
  const batchSize = Math.min(options.batchSize ?? 200, 250);
  const deleted: ExpiredApplication[] = [];
  for (let start = 0; start < expired.length; start += batchSize) {
    const chunk = expired.slice(start, start + batchSize);
    const batch = db.batch();
    for (const application of chunk) {
      batch.delete(db.collection(application.collection).doc(application.id));
      batch.set(db.collection('logs').doc(), {
        user: operator,
        function: retentionLogFunction,
        params: {
          slug: application.id,
          item: {
            kind: application.kind,
            collection: application.collection,
            date: Timestamp.fromDate(application.date),
          },
        },
        date: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
    for (const application of chunk) {
      deleted.push(application);
      options.onDeleted?.(application);
    }
  }
  return deleted;
}

/** One line of the listing: id, kind, date, applicant. */
export function describeApplication(application: ExpiredApplication): string {
  return [
    application.id.padEnd(22),
    application.kind.padEnd(9),
    formatDate(application.date),
    application.applicant,
  ].join('  ');
}
