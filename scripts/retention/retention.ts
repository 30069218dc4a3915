import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { applicationCollections, type ApplicationKind } from './args.ts';
import { eraseApplication, type ErasureResult } from './erase.ts';
import type { ApplicationTarget, RetentionOperator } from './log-traces.ts';
import type { PhotoStore } from './photos.ts';

/** An application as the operator sees it in the listing. */
export interface ApplicationSummary extends ApplicationTarget {
  collection: string;
  /** Null when the document has none (the app always writes one). */
  date: Date | null;
  /** Given and family name, as the applicant wrote them. */
  applicant: string;
}

/** An application past the retention limit. */
export interface ExpiredApplication extends ApplicationSummary {
  date: Date;
}

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

/** `YYYY-MM-DDTHH:mm:ss` in UTC, the admin lists' format (docs/product.md, "Dates"). */
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
 * Deletes these applications one after the other, each with its photos and what the log holds of it
 * ({@link eraseApplication}). Returns the deleted ones, in order; a failure stops the run (the
 * earlier ones stay done, and the failed one is still found by the same command run again).
 */
export async function deleteApplications(
  db: Firestore,
  photos: PhotoStore,
  applications: readonly ExpiredApplication[],
  operator: RetentionOperator,
  options: {
    maxWrites?: number;
    onDeleted?: (application: ExpiredApplication, result: ErasureResult) => void;
  } = {},
): Promise<ExpiredApplication[]> {
  const deleted: ExpiredApplication[] = [];
  for (const application of applications) {
    const result = await eraseApplication(db, photos, application, operator, options);
    deleted.push(application);
    options.onDeleted?.(application, result);
  }
  return deleted;
}

/** One application by its id, or null when there is none. */
export async function findApplication(
  db: Firestore,
  target: ApplicationTarget,
): Promise<ApplicationSummary | null> {
  const collection = applicationCollections[target.kind];
  const snapshot = await db.collection(collection).doc(target.id).get();
  const data = snapshot.data();
  if (!data) return null;
  const date: unknown = data.date;
  return {
    id: target.id,
    kind: target.kind,
    collection,
    date: date instanceof Timestamp ? date.toDate() : null,
    applicant: nameOf(data),
  };
}

/** One line of the listing: id, kind, date, applicant. */
export function describeApplication(application: ApplicationSummary): string {
  return [
    application.id.padEnd(22),
    application.kind.padEnd(9),
    application.date ? formatDate(application.date) : '(senza data)'.padEnd(19),
    application.applicant,
  ].join('  ');
}
