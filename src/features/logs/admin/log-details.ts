import { formatCalendarDate, formatItalianDateTime } from '#src/lib/format/dates';
import { paths } from '#src/config/paths';
import { RETENTION_DELETE, type LogEntry, type LogRecord, type LogValue } from '../model/log-entry';
import { changeLabels } from './log-labels';

export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

export type LogDetails =
  | { readonly kind: 'none' }
  | { readonly kind: 'lines'; readonly lines: readonly DetailLine[] }
  | { readonly kind: 'collapsed'; readonly summary: string; readonly lines: readonly DetailLine[] }
  | { readonly kind: 'withheld' };

export const OPEN_LINES = 3;

export const withheldText = 'Dati della candidatura non mostrati (voce di vecchio formato).';

export const EMPTY_VALUE = '(vuoto)';

export function formatLogValue(value: LogValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (value instanceof Date) return formatItalianDateTime(value);
  if (Array.isArray(value)) return value.map(formatLogValue).join(', ');
  return Object.entries(value)
    .map(([key, inner]) => `${key}: ${formatLogValue(inner as LogValue)}`)
    .join('; ');
}

const isEmpty = (value: LogValue): boolean => formatLogValue(value).trim() === '';

/** The entry names the horses by slug (docs/decisions/0040-care-records.md, "Farrier's day"). */
export function careDayLines(item: LogRecord): DetailLine[] | null {
  const { type, date, notes, cost, records } = item;
  if (typeof type !== 'string' || typeof date !== 'string') return null;
  if (records === null || typeof records !== 'object' || Array.isArray(records)) return null;
  if (records instanceof Date) return null;
  const horses = Object.values(records).map((slug) => formatLogValue(slug as LogValue));
  horses.sort((a, b) => a.localeCompare(b, 'it'));
  const count = horses.length === 1 ? '1 cavallo' : `${horses.length} cavalli`;
  const lines: DetailLine[] = [
    {
      label: 'Giornata',
      value: `${type} del ${formatCalendarDate(date) || date} per ${count}: ${horses.join(', ')}`,
    },
  ];
  if (typeof cost === 'number') {
    const euros = Number.isInteger(cost) ? String(cost) : cost.toFixed(2).replace('.', ',');
    lines.push({ label: 'Costo per cavallo', value: `${euros} €` });
  }
  if (typeof notes === 'string' && notes.trim() !== '') lines.push({ label: 'Note', value: notes });
  return lines;
}

/** The files a change stored or deleted, by name (their folder is the horse's, news' or document's). */
function fileLines({ files }: LogEntry): DetailLine[] {
  const names = (paths: readonly string[]) => paths.map((path) => path.split('/').pop()).join(', ');
  return [
    ...(files.stored.length > 0 ? [{ label: 'File salvati', value: names(files.stored) }] : []),
    ...(files.deleted.length > 0 ? [{ label: 'File eliminati', value: names(files.deleted) }] : []),
  ];
}

export function logDetails(entry: LogEntry): LogDetails {
  const details = recordDetails(entry);
  const files = fileLines(entry);
  if (files.length === 0) return details;
  if (details.kind === 'lines' || details.kind === 'collapsed') {
    return { ...details, lines: [...details.lines, ...files] };
  }
  return { kind: 'lines', lines: files };
}

function recordDetails(entry: LogEntry): LogDetails {
  if (entry.operation === 'addCareDay' && entry.item) {
    const lines = careDayLines(entry.item);
    if (lines) return { kind: 'lines', lines };
  }
  const changes = Object.entries(entry.changes ?? {});
  if (changes.length > 0) {
    return {
      kind: 'lines',
      lines: changes.map(([field, value]) => ({
        label: changeLabels[field] ?? field,
        value: isEmpty(value) ? EMPTY_VALUE : formatLogValue(value),
      })),
    };
  }
  if (entry.item) {
    const lines = Object.entries(entry.item)
      .filter(([field, value]) => field !== 'slug' && !isEmpty(value))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, value]) => ({ label: field, value: formatLogValue(value) }));
    if (lines.length === 0) return { kind: 'none' };
    if (lines.length <= OPEN_LINES) return { kind: 'lines', lines };
    return { kind: 'collapsed', summary: `Dettagli (${lines.length} campi)`, lines };
  }
  return entry.itemWithheld ? { kind: 'withheld' } : { kind: 'none' };
}

const itemPaths = {
  horses: paths.adminHorse,
  events: paths.adminEvent,
  adoptionApplications: paths.adminAdoptionApplication,
  cessionApplications: paths.adminCessionApplication,
  circleApplications: paths.adminCircleApplication,
  volunteerApplications: paths.adminVolunteerApplication,
  // A member put back on the news: their circle application.
  unsubscribes: paths.adminCircleApplication,
  // An access is named by its key, not its address: the list of accesses.
  volunteerAccess: () => paths.adminVolunteerAccess(),
  volunteerRegister: paths.adminVolunteerRegisterEntry,
  // The rota's writes are all on its plan (decision 89).
  rotaTemplates: () => paths.adminRota(),
  rotaShifts: () => paths.adminRota(),
  rotaSettings: () => paths.adminRota(),
} as const;

/** A removal's or correction's page is its enrolment's: the same section, the number it names. */
function registerEntryId(entry: LogEntry): string {
  const named = entry.item?.entry;
  return typeof named === 'number'
    ? entry.slug.replace(/\d{6}$/, String(named).padStart(6, '0'))
    : entry.slug;
}

export function itemPath(entry: LogEntry): string | null {
  if (!entry.collection || entry.slug === '' || entry.slug === '*') return null;
  if (entry.operation.startsWith('delete') || entry.operation === RETENTION_DELETE) return null;
  // A news or a document has no page of its own: it is on its horse's page.
  if (entry.collection === 'horseNews' || entry.collection === 'horseDocuments') {
    const horse = entry.item?.horseSlug;
    return typeof horse === 'string' && horse !== '' ? paths.adminHorse(horse) : null;
  }
  // Care is on its horse's page: a record names the horse, intervals are stored under its slug.
  if (entry.collection === 'careRecords') {
    const horse = entry.item?.horseSlug;
    return typeof horse === 'string' && horse !== '' ? paths.adminHorse(horse) : null;
  }
  if (entry.collection === 'careIntervals') return paths.adminHorse(entry.slug);
  // After the adoption (decision 94): a plan is its horse's, a visit on its horse's page.
  if (entry.collection === 'followUpPlans') return paths.adminHorse(entry.slug);
  if (entry.collection === 'followUpVisits') {
    const horse = entry.item?.horseSlug;
    return typeof horse === 'string' && horse !== '' ? paths.adminHorse(horse) : null;
  }
  if (entry.collection === 'settings') return paths.adminAftercare();
  // The weekly mail (decision 94): its state and the request are on the dashboard.
  if (entry.collection === 'weeklyDigestSubscribers' || entry.collection === 'weeklyDigests') {
    return paths.admin();
  }
  // A news sent to a circle is on its horse's page; any other mail is in the outbox, with its state.
  if (entry.collection === 'mail') {
    const horse = entry.item?.horse;
    return typeof horse === 'string' && horse !== '' ? paths.adminHorse(horse) : paths.adminMail();
  }
  if (entry.collection === 'volunteerRegister') {
    return paths.adminVolunteerRegisterEntry(registerEntryId(entry));
  }
  // A print of the register is listed, with its fingerprint, on the print screen.
  if (entry.collection === 'volunteerRegisterPrints') return paths.adminVolunteerRegisterPrint();
  // The books' movements and years have no page of their own yet (decision 93).
  if (entry.collection === 'booksMovements' || entry.collection === 'booksYears') return null;
  // A supporter has a page; a donation's line is in the ledger (issue 42).
  if (entry.collection === 'supporters') return paths.adminSupporter(entry.slug);
  if (entry.collection === 'donations') return null;
  // A receipt is listed, with its PDF, on the receipts' screen.
  if (entry.collection === 'donationReceipts') return paths.adminMoneyReceipts();
  return itemPaths[entry.collection](entry.slug);
}

export const logUserName = (entry: LogEntry): string =>
  entry.user.displayName?.trim() || entry.user.email?.trim() || entry.user.uid;
