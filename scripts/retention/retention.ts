import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { VOLUNTEER_REGISTER } from '#src/features/volunteers/model/register-record.ts';
import { applicationCollections, type ApplicationKind } from './args.ts';
import { eraseApplication, type ErasureResult } from './erase.ts';
import type { ApplicationTarget, RetentionOperator } from './log-traces.ts';
import type { PhotoStore } from './photos.ts';

export interface ApplicationSummary extends ApplicationTarget {
  collection: string;
  /** Null when the document has none (the app always writes one). */
  date: Date | null;
  applicant: string;
}

export interface ExpiredApplication extends ApplicationSummary {
  date: Date;
}

/** 31 March less one month is 28 or 29 February; one dated exactly at the cutoff is kept. */
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

/** The admin lists' format (docs/product.md, "Dates"). */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

const nameOf = (data: DocumentData): string => {
  const name = [data.givenName, data.familyName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return name || '(senza nome)';
};

/**
 * The volunteer applications an enrolment in the register names: the register is a legal record,
 * kept (issue 40, item 7), so the application it came from is kept too and never listed here.
 */
export async function registeredApplicationIds(db: Firestore): Promise<Set<string>> {
  const enrolments = await db
    .collection(VOLUNTEER_REGISTER)
    .where('kind', '==', 'iscrizione')
    .select('applicationId')
    .get();
  return new Set(
    enrolments.docs
      .map((doc) => doc.get('applicationId') as unknown)
      .filter((id): id is string => typeof id === 'string' && id !== ''),
  );
}

export async function findExpiredApplications(
  db: Firestore,
  kinds: readonly ApplicationKind[],
  cutoff: Date,
): Promise<ExpiredApplication[]> {
  const found: ExpiredApplication[] = [];
  const registered = kinds.includes('volunteer') ? await registeredApplicationIds(db) : new Set();
  for (const kind of kinds) {
    const collection = applicationCollections[kind];
    const snapshot = await db
      .collection(collection)
      .where('date', '<', Timestamp.fromDate(cutoff))
      .orderBy('date')
      .get();
    for (const doc of snapshot.docs) {
      if (kind === 'volunteer' && registered.has(doc.id)) continue;
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

/** A failure stops the run; the failed one is still found by the same command run again. */
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

export function describeApplication(application: ApplicationSummary): string {
  return [
    application.id.padEnd(22),
    application.kind.padEnd(9),
    application.date ? formatDate(application.date) : '(senza data)'.padEnd(19),
    application.applicant,
  ].join('  ');
}
