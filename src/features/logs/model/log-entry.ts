import * as z from 'zod/mini';
import type { LoggedCollection } from '#src/lib/data/audit-log';
import { timestamp } from '#src/lib/data/schema';

// docs/decisions/0029; tolerant of entries written before the log named its collection, and never
// keeps an applicant's data.

export type LogCollection = LoggedCollection;

export const logCollections = [
  'horses',
  'events',
  'horseNews',
  'careRecords',
  'careIntervals',
  'horseDocuments',
  'adoptionApplications',
  'cessionApplications',
  'circleApplications',
  'mail',
  'unsubscribes',
  'volunteerAccess',
  'volunteerRegister',
  'volunteerRegisterPrints',
  'followUpPlans',
  'followUpVisits',
  'settings',
  'booksMovements',
  'booksYears',
  'rotaTemplates',
  'rotaShifts',
  'rotaSettings',
  'supporters',
  'donations',
  'weeklyDigestSubscribers',
  'weeklyDigests',
] as const satisfies readonly LogCollection[];

const applicationCollections: readonly LogCollection[] = [
  'adoptionApplications',
  'cessionApplications',
  'circleApplications',
];

export const isApplicationCollection = (collection: LogCollection | null): boolean =>
  collection !== null && applicationCollections.includes(collection);

/**
 * firestore.rules `applicationStaffFields`: anything else an entry holds about an application is
 * never shown.
 */
export const applicationStaffFields = [
  'evaluation',
  'homecheck',
  'status',
  'internalNotes',
  'startDate',
  // Cleared when a staff member first opens an adoption or cession application.
  'isNew',
] as const;

export const RETENTION_DELETE = 'retentionDelete';

export type LogValue =
  | string
  | number
  | boolean
  | null
  | Date
  | readonly LogValue[]
  | { readonly [key: string]: LogValue };

export type LogRecord = Readonly<Record<string, LogValue>>;

export interface LogUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
}

export interface LogEntry {
  readonly id: string;
  readonly date: Date;
  readonly user: LogUser;
  readonly operation: string;
  readonly collection: LogCollection | null;
  readonly slug: string;
  readonly item: LogRecord | null;
  readonly changes: LogRecord | null;
  readonly itemWithheld: boolean;
  /** The Storage files the change stored or deleted, by path. */
  readonly files: { readonly stored: readonly string[]; readonly deleted: readonly string[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface TimestampLike {
  toDate(): Date;
}

const isTimestampLike = (value: unknown): value is TimestampLike =>
  isRecord(value) && typeof value.toDate === 'function';

export function toLogValue(value: unknown): LogValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return value;
  if (isTimestampLike(value)) {
    const date = value.toDate();
    return date instanceof Date ? date : String(date);
  }
  if (Array.isArray(value)) return value.map(toLogValue);
  if (isRecord(value)) {
    if (typeof value.latitude === 'number' && typeof value.longitude === 'number') {
      return `${value.latitude},${value.longitude}`; // a GeoPoint
    }
    if (typeof value.path === 'string' && typeof value.id === 'string') return value.path;
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toLogValue(v)]));
  }
  return String(value);
}

const toRecord = (value: unknown): LogRecord | null =>
  isRecord(value) ? (toLogValue(value) as LogRecord) : null;

const asCollection = (value: unknown): LogCollection | null =>
  logCollections.find((collection) => collection === value) ?? null;

const operationCollections: Readonly<Record<string, LogCollection>> = {
  Horse: 'horses',
  Event: 'events',
  HorseNews: 'horseNews',
  CareRecord: 'careRecords',
  CareIntervals: 'careIntervals',
  HorseDocument: 'horseDocuments',
  AdoptionApplication: 'adoptionApplications',
  CessionApplication: 'cessionApplications',
  CircleApplication: 'circleApplications',
  VolunteerRegisterPrint: 'volunteerRegisterPrints',
  BooksMovement: 'booksMovements',
  BooksYear: 'booksYears',
  RotaTemplate: 'rotaTemplates',
  RotaShift: 'rotaShifts',
  RotaSettings: 'rotaSettings',
  Supporter: 'supporters',
};

export function collectionOfOperation(operation: string, item: unknown): LogCollection | null {
  if (operation === 'republishPublicHorses') return 'horses';
  if (operation === RETENTION_DELETE) return isRecord(item) ? asCollection(item.collection) : null;
  const match = /^(?:add|update|delete|open)([A-Z]\w*)$/.exec(operation);
  return (match && operationCollections[match[1] ?? '']) ?? null;
}

function staffChanges(changes: LogRecord | null): LogRecord | null {
  if (!changes) return null;
  const fields: readonly string[] = applicationStaffFields;
  return Object.fromEntries(Object.entries(changes).filter(([key]) => fields.includes(key)));
}

const nullableText = () =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: 'deve essere un testo' }))),
    z.transform((value) => value ?? null),
  );

const storedLogSchema = z.object({
  slug: z.string(),
  user: z.object(
    {
      uid: z.string({ error: 'deve essere un testo' }),
      email: nullableText(),
      displayName: nullableText(),
    },
    { error: 'deve indicare chi ha scritto' },
  ),
  function: z.string({ error: 'deve essere un testo' }),
  collection: z.optional(z.unknown()),
  params: z.object(
    {
      slug: z.string({ error: 'deve essere un testo' }),
      item: z.optional(z.unknown()),
      changes: z.optional(z.unknown()),
      files: z.optional(z.unknown()),
    },
    { error: 'deve indicare su quale elemento' },
  ),
  date: timestamp(),
});

type StoredLog = z.infer<typeof storedLogSchema>;

function toLogEntry(stored: StoredLog): LogEntry {
  const operation = stored.function;
  const collection =
    asCollection(stored.collection) ?? collectionOfOperation(operation, stored.params.item);
  const item = toRecord(stored.params.item);
  const changes = toRecord(stored.params.changes);
  const files = isRecord(stored.params.files) ? stored.params.files : null;
  const application = isApplicationCollection(collection);
  return {
    id: stored.slug,
    date: stored.date,
    user: stored.user,
    operation,
    collection,
    slug: stored.params.slug,
    // The retention script's entries hold only the id, kind and date.
    item: application ? null : item,
    changes: application ? staffChanges(changes) : changes,
    itemWithheld: application && item !== null && operation !== RETENTION_DELETE,
    files: { stored: pathsIn(files?.stored), deleted: pathsIn(files?.deleted) },
  };
}

const pathsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((path): path is string => typeof path === 'string') : [];

/**
 * A missing user, operation, slug or date makes an entry malformed; anything else odd reads as
 * absent.
 */
export const logEntrySchema = z.pipe(storedLogSchema, z.transform(toLogEntry));
