import * as z from 'zod/mini';
import { isoDate, oneOf, text, timestamp } from '#src/lib/data/schema';
import {
  registerSections,
  type RegisterIndexRow,
  type RegisterPerson,
  type RegisterRecord,
} from './register-record';

// The stored shapes of the register's records and list rows, parsed at the boundary (firestore.rules
// checks the same keys and types at every write).

const personSchema = z.object({
  givenName: text(),
  familyName: text(),
  fiscalCode: text(),
  birthDate: isoDate(),
  birthPlace: text(),
  residence: text(),
  email: text(),
  phone: text(),
});

const number = () => z.number({ error: 'deve essere un numero' });

const base = {
  slug: z.string(),
  section: oneOf(registerSections),
  number: number(),
  recordedAt: timestamp(),
  recordedBy: text(),
};

const enrolment = z.object({
  ...base,
  kind: z.literal('iscrizione'),
  person: personSchema,
  startDate: isoDate(),
  applicationId: text(),
});

const removal = z.object({
  ...base,
  kind: z.literal('cancellazione'),
  entry: number(),
  endDate: isoDate(),
  reason: text(),
});

const correction = z.object({
  ...base,
  kind: z.literal('rettifica'),
  entry: number(),
  person: personSchema,
  startDate: isoDate(),
  reason: text(),
});

export const registerRecordSchema = z.pipe(
  // A union, not `z.discriminatedUnion`: its `kind` literals tell the three apart all the same, and
  // zod's shared chunk, which every public page downloads, stays without it.
  z.union([enrolment, removal, correction], {
    error: 'deve essere una iscrizione, una cancellazione o una rettifica',
  }),
  z.transform(({ slug, ...record }): RegisterRecord => ({
    ...record,
    id: slug,
    ...('person' in record ? { person: record.person satisfies RegisterPerson } : {}),
  })),
);

export const registerIndexSchema = z.pipe(
  z.object({
    slug: z.string(),
    section: oneOf(registerSections),
    number: number(),
    givenName: text(),
    familyName: text(),
    nameKey: text(),
    fiscalCode: text(),
    startDate: isoDate(),
    active: z.boolean({ error: 'deve essere vero o falso' }),
    endDate: isoDate(),
    corrections: number(),
  }),
  z.transform(({ slug, ...row }): RegisterIndexRow => ({ ...row, id: slug })),
);
