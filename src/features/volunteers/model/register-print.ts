import * as z from 'zod/mini';
import { timestamp } from '#src/lib/data/schema';
import { formatDate } from '#src/lib/format/dates';
import {
  registerSections,
  type RegisterPerson,
  type RegisterRecord,
  type RegisterSection,
} from './register-record';

// The register printed (docs/decisions/0088-register-print-and-fingerprint.md): its canonical
// content, the SHA-256 fingerprint of that content, and what a stored print holds. The legal
// representative signs the PDF and time-stamps it outside the product; the product never signs.

export const VOLUNTEER_REGISTER_PRINTS = 'volunteerRegisterPrints';

/** The canonical content's format: a change of the recipe is a new version, never a silent one. */
export const CANONICAL_FORMAT = 'equinozio-registro-volontari/1';

/** What a print covers: the whole register, or the records written in one year (Italian time). */
export type PrintScope = 'intero' | `${number}`;

export const WHOLE_REGISTER: PrintScope = 'intero';

export const isPrintScope = (value: string): value is PrintScope =>
  value === WHOLE_REGISTER || /^\d{4}$/.test(value);

export const yearScope = (year: number): PrintScope => String(year) as PrintScope;

/** "intero registro", "anno 2026": how the PDF and the screen name a scope. */
export const scopeLabel = (scope: PrintScope): string =>
  scope === WHOLE_REGISTER ? 'intero registro' : `anno ${scope}`;

/** The year of a record: the day it was written, in Italy. */
export const recordYear = (record: RegisterRecord): string =>
  formatDate(record.recordedAt).slice(0, 4);

/** The records a scope covers, each section by number. */
export function recordsInScope(
  records: readonly RegisterRecord[],
  scope: PrintScope,
): Record<RegisterSection, RegisterRecord[]> {
  const chosen = records.filter(
    (record) => scope === WHOLE_REGISTER || recordYear(record) === scope,
  );
  return Object.fromEntries(
    registerSections.map((section) => [
      section,
      chosen.filter((record) => record.section === section).sort((a, b) => a.number - b.number),
    ]),
  ) as Record<RegisterSection, RegisterRecord[]>;
}

/** The first year a register can hold: the decree on the register (6 October 2021). */
export const FIRST_REGISTER_YEAR = 2021;

/** The scopes a print can choose: the whole register, then each year to 2021, newest first. */
export function printScopes(today: string): PrintScope[] {
  const current = Number(today.slice(0, 4));
  const years = Array.from({ length: Math.max(current - FIRST_REGISTER_YEAR + 1, 1) }, (_, i) =>
    yearScope(Math.max(current, FIRST_REGISTER_YEAR) - i),
  );
  return [WHOLE_REGISTER, ...years];
}

type Canonical = string | number | readonly Canonical[] | { readonly [key: string]: Canonical };

const canonicalPerson = (person: RegisterPerson) => ({
  birthDate: person.birthDate,
  birthPlace: person.birthPlace,
  familyName: person.familyName,
  fiscalCode: person.fiscalCode,
  givenName: person.givenName,
  residence: person.residence,
});

/**
 * A record as it is printed: every printed field, none other (not the writer's uid, the contact
 * e-mail and phone, or the application it came from). The instant it was written in UTC, to the
 * millisecond, so the computer's time zone changes nothing.
 */
export function canonicalRecord(record: RegisterRecord): Canonical {
  const base = {
    kind: record.kind,
    number: record.number,
    recordedAt: record.recordedAt.toISOString(),
  };
  switch (record.kind) {
    case 'iscrizione':
      return { ...base, person: canonicalPerson(record.person), startDate: record.startDate };
    case 'cancellazione':
      return { ...base, endDate: record.endDate, entry: record.entry, reason: record.reason };
    case 'rettifica':
      return {
        ...base,
        entry: record.entry,
        person: canonicalPerson(record.person),
        reason: record.reason,
        startDate: record.startDate,
      };
  }
}

/** JSON with every object's keys in code-point order and no white space (as `jq -cjS`). */
export function canonicalJson(value: Canonical): string {
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const object = value as { readonly [key: string]: Canonical };
  const keys = Object.keys(object).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key] as Canonical)}`).join(',')}}`;
}

/**
 * The canonical content of a scope: one JSON text, UTF-8, its keys sorted, no white space; both
 * sections always, in the register's order, each with its records by number and its count.
 */
export function canonicalContent(records: readonly RegisterRecord[], scope: PrintScope): string {
  const bySection = recordsInScope(records, scope);
  const sections = registerSections.map((section) => ({
    count: bySection[section].length,
    records: bySection[section].map(canonicalRecord),
    section,
  }));
  return canonicalJson({
    count: sections.reduce((sum, section) => sum + section.count, 0),
    format: CANONICAL_FORMAT,
    scope,
    sections,
  });
}

/** SHA-256 of the text's UTF-8 bytes, 64 lowercase hex digits, with Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface RegisterFingerprint {
  readonly scope: PrintScope;
  readonly content: string;
  readonly fingerprint: string;
  readonly count: number;
}

export async function registerFingerprint(
  records: readonly RegisterRecord[],
  scope: PrintScope,
): Promise<RegisterFingerprint> {
  const content = canonicalContent(records, scope);
  const bySection = recordsInScope(records, scope);
  const count = registerSections.reduce((sum, section) => sum + bySection[section].length, 0);
  return { scope, content, fingerprint: await sha256Hex(content), count };
}

/** A stored print: its scope, fingerprint and count, when and by whom, and its PDF in Storage. */
export interface RegisterPrint {
  readonly id: string;
  readonly scope: PrintScope;
  readonly fingerprint: string;
  readonly count: number;
  readonly path: string;
  readonly size: number;
  readonly madeAt: Date;
  readonly madeBy: { readonly uid: string; readonly email: string | null };
}

/** The PDF's name: `registro-volontari-2026.pdf`, `registro-volontari-intero.pdf`. */
export const printFileName = (scope: PrintScope): string => `registro-volontari-${scope}.pdf`;

/** The PDF's place in Storage: the print's own folder, its id the document's. */
export const registerPrintPath = (id: string, scope: PrintScope): string =>
  `${VOLUNTEER_REGISTER_PRINTS}/${id}/${printFileName(scope)}`;

/** The canonical content's file, downloaded beside the PDF to recompute the fingerprint. */
export const contentFileName = (scope: PrintScope): string => `registro-volontari-${scope}.json`;

/** A print as stored (`volunteerRegisterPrints/{id}`, firestore.rules). */
export const registerPrintSchema = z.pipe(
  z.object({
    slug: z.string(),
    scope: z.string().check(z.refine(isPrintScope, { error: 'deve essere un anno o "intero"' })),
    fingerprint: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'deve essere uno SHA-256' })),
    count: z.number({ error: 'deve essere un numero' }),
    path: z.string({ error: 'deve essere il percorso del file' }),
    size: z.number({ error: 'deve essere un numero' }),
    madeAt: timestamp(),
    madeBy: z.object({ uid: z.string(), email: z.nullable(z.string()) }),
  }),
  z.transform(({ slug, scope, ...print }): RegisterPrint => ({
    id: slug,
    scope: scope as PrintScope,
    ...print,
  })),
);

/** Newest first. */
export const byNewestPrint = (a: RegisterPrint, b: RegisterPrint): number =>
  b.madeAt.getTime() - a.madeAt.getTime();

/** The User Timing entry of the PDF's making, read by `npm run bench`. */
export const REGISTER_PDF_MEASURE = 'register-pdf';
