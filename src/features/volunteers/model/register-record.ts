// The register of volunteers (Registro dei volontari, art. 17 c.1 D.Lgs. 117/2017; decree of
// 6 October 2021): append-only and progressively numbered. This file is the register's contract,
// its shapes and names; the schemas, writes and rules follow it.
//
// Every record is a line of the register: an enrolment (iscrizione), a removal (cancellazione) or a
// correction (rettifica). Each section has its own numbering, 1, 2, 3... with no gap and no number
// used twice: a record is created in the same commit that moves its section's counter
// (`volunteerRegisterCounters/{section}`, `{ last: number }`), and the rules refuse any other
// number. Records are never updated or deleted: a removal names the enrolment it ends, a correction
// names the enrolment it corrects and holds the person's data as they should read.

export const VOLUNTEER_REGISTER = 'volunteerRegister';
export const VOLUNTEER_REGISTER_COUNTERS = 'volunteerRegisterCounters';
/**
 * One row per enrolment, under the enrolment's id (decision 86): who it is as the latest correction
 * says, and whether a removal ended it. Written only in the commit of a record it follows (the rules
 * check it against that record), so the list pages, filters and searches without reading every
 * record; the register itself stays the only legal record.
 */
export const VOLUNTEER_REGISTER_INDEX = 'volunteerRegisterIndex';

/** Non-occasional volunteers are registered; occasional ones are kept apart, in their section. */
export const registerSections = ['non-occasionale', 'occasionale'] as const;
export type RegisterSection = (typeof registerSections)[number];

export const registerRecordKinds = ['iscrizione', 'cancellazione', 'rettifica'] as const;
export type RegisterRecordKind = (typeof registerRecordKinds)[number];

/** A record's document id: its section and its number, `non-occasionale-000017`. */
export const registerRecordId = (section: RegisterSection, number: number): string =>
  `${section}-${String(number).padStart(6, '0')}`;

/** Who is registered: the decree's fields, and how to reach them (not printed, not sent). */
export interface RegisterPerson {
  readonly givenName: string;
  readonly familyName: string;
  /** Checked against the name and the birth date (omocodia included). */
  readonly fiscalCode: string;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string;
  readonly birthPlace: string;
  /** Residence, or domicile. */
  readonly residence: string;
  /** Contact only: the volunteer's sign-in invitation goes here; '' when none. */
  readonly email: string;
  readonly phone: string;
}

interface RecordBase {
  readonly id: string;
  readonly section: RegisterSection;
  readonly number: number;
  /** When the record was written (the server's time). */
  readonly recordedAt: Date;
  /** The staff member's uid. */
  readonly recordedBy: string;
}

export interface RegisterEnrolment extends RecordBase {
  readonly kind: 'iscrizione';
  readonly person: RegisterPerson;
  /** `YYYY-MM-DD`: the day the volunteer starts (the insurance's cover starts). */
  readonly startDate: string;
  /** The volunteer application it came from, '' for a direct entry. */
  readonly applicationId: string;
}

export interface RegisterRemoval extends RecordBase {
  readonly kind: 'cancellazione';
  /** The number of the enrolment it ends, in the same section. */
  readonly entry: number;
  /** `YYYY-MM-DD`: the last day (the insurance's cover ends). */
  readonly endDate: string;
  readonly reason: string;
}

export interface RegisterCorrection extends RecordBase {
  readonly kind: 'rettifica';
  /** The number of the enrolment it corrects, in the same section. */
  readonly entry: number;
  /** The person's data as it should read, whole. */
  readonly person: RegisterPerson;
  readonly startDate: string;
  readonly reason: string;
}

export type RegisterRecord = RegisterEnrolment | RegisterRemoval | RegisterCorrection;

/** The register's list row (`volunteerRegisterIndex/{enrolment id}`). */
export interface RegisterIndexRow {
  /** The enrolment's id. */
  readonly id: string;
  readonly section: RegisterSection;
  readonly number: number;
  readonly givenName: string;
  readonly familyName: string;
  /** `foldText(familyName + ' ' + givenName)`: what "search by name" ranges over. */
  readonly nameKey: string;
  /** As corrected: the removal's notice to the insurer names it, and the erasure finds it. */
  readonly fiscalCode: string;
  readonly startDate: string;
  /** False once a removal ended the enrolment. */
  readonly active: boolean;
  /** The removal's end date, '' while active. */
  readonly endDate: string;
  /** How many corrections the enrolment has. */
  readonly corrections: number;
}
