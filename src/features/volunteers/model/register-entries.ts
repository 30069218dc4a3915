import { foldText } from '#src/lib/text/word-search';
import {
  registerRecordId,
  type RegisterCorrection,
  type RegisterEnrolment,
  type RegisterIndexRow,
  type RegisterPerson,
  type RegisterRecord,
  type RegisterRemoval,
  type RegisterSection,
} from './register-record';

// The register read as entries: each enrolment with its corrections (in order, the last one
// applying) and its removal. Pure: the api, the view, the CSV and the print read it.

export interface RegisterEntry {
  readonly id: string;
  readonly section: RegisterSection;
  readonly number: number;
  readonly enrolment: RegisterEnrolment;
  readonly corrections: readonly RegisterCorrection[];
  readonly removal: RegisterRemoval | null;
  /** As the latest correction says, else as enrolled. */
  readonly person: RegisterPerson;
  readonly startDate: string;
}

/** Every enrolment of the records, with what follows it; a record naming no enrolment is left out. */
export function registerEntries(records: readonly RegisterRecord[]): RegisterEntry[] {
  const sorted = [...records].sort(
    (a, b) => a.section.localeCompare(b.section) || a.number - b.number,
  );
  const entries = new Map<string, RegisterEntry>();
  for (const record of sorted) {
    if (record.kind === 'iscrizione') {
      entries.set(record.id, {
        id: record.id,
        section: record.section,
        number: record.number,
        enrolment: record,
        corrections: [],
        removal: null,
        person: record.person,
        startDate: record.startDate,
      });
      continue;
    }
    const id = registerRecordId(record.section, record.entry);
    const entry = entries.get(id);
    if (!entry) continue;
    entries.set(
      id,
      record.kind === 'rettifica'
        ? {
            ...entry,
            corrections: [...entry.corrections, record],
            person: record.person,
            startDate: record.startDate,
          }
        : { ...entry, removal: entry.removal ?? record },
    );
  }
  return [...entries.values()];
}

/**
 * Covered by the insurance on `day` (art. 18): enrolled on or before it (as corrected), and not
 * removed before it (the end date is the last day covered). Both sections: occasional volunteers
 * are insured too.
 */
export const isCoveredOn = (entry: RegisterEntry, day: string): boolean =>
  entry.startDate <= day && (entry.removal === null || entry.removal.endDate >= day);

export const coveredOn = (entries: readonly RegisterEntry[], day: string): RegisterEntry[] =>
  entries
    .filter((entry) => isCoveredOn(entry, day))
    .sort(
      (a, b) =>
        a.person.familyName.localeCompare(b.person.familyName, 'it') ||
        a.person.givenName.localeCompare(b.person.givenName, 'it') ||
        a.number - b.number,
    );

export const nameKeyOf = (person: Pick<RegisterPerson, 'givenName' | 'familyName'>): string =>
  foldText(`${person.familyName} ${person.givenName}`);

/** The list row of an entry, as each record's commit writes it. */
export function indexRowOf(entry: RegisterEntry): Omit<RegisterIndexRow, 'id'> {
  return {
    section: entry.section,
    number: entry.number,
    givenName: entry.person.givenName,
    familyName: entry.person.familyName,
    nameKey: nameKeyOf(entry.person),
    fiscalCode: entry.person.fiscalCode,
    startDate: entry.startDate,
    active: entry.removal === null,
    endDate: entry.removal?.endDate ?? '',
    corrections: entry.corrections.length,
  };
}
