import * as z from 'zod/mini';
import { isoDate, oneOf, optionalOneOf, text, timestamp } from '#src/lib/data/schema';
import {
  fivePerThousandCategories,
  moneyAccounts,
  type BooksYear,
  type Expense,
  type OtherIncome,
  type Transfer,
} from './movement';

// The stored shapes of the cash book's movements and years, parsed at the boundary
// (firestore.rules checks the same keys and types at every write).

const cents = () =>
  z
    .number({ error: 'deve essere un numero' })
    .check(z.int('deve essere un numero intero di centesimi'));
const whole = () => z.optional(z.number({ error: 'deve essere un numero' }));

const common = {
  slug: z.string(),
  date: isoDate(),
  amountCents: cents(),
  account: oneOf(moneyAccounts),
  description: text(),
  recordedAt: timestamp(),
  recordedBy: text(),
};

const expenseSchema = z.pipe(
  z.object({
    ...common,
    kind: z.literal('uscita'),
    line: text(),
    supplier: text(),
    horseSlug: text(),
    eventSlug: text(),
    fivePerThousandYear: whole(),
    fivePerThousandCategory: optionalOneOf(fivePerThousandCategories),
    attachmentPath: text(),
  }),
  z.transform(({ slug, fivePerThousandYear, ...rest }): Expense => ({
    id: slug,
    ...rest,
    fivePerThousandYear: fivePerThousandYear ?? 0,
  })),
);

const incomeSchema = z.pipe(
  z.object({
    ...common,
    kind: z.literal('entrata'),
    line: text(),
    payer: text(),
    payerFiscalCode: text(),
    reason: text(),
    fivePerThousandYear: whole(),
  }),
  z.transform(({ slug, fivePerThousandYear, ...rest }): OtherIncome => ({
    id: slug,
    ...rest,
    fivePerThousandYear: fivePerThousandYear ?? 0,
  })),
);

const transferSchema = z.pipe(
  z.object({ ...common, kind: z.literal('giroconto'), toAccount: oneOf(moneyAccounts) }),
  z.transform(({ slug, ...rest }): Transfer => ({ id: slug, ...rest })),
);

export const movementSchema = z.union([expenseSchema, incomeSchema, transferSchema], {
  error: 'deve essere una uscita, una entrata o un giroconto',
});

export const booksYearSchema = z.pipe(
  z.object({
    slug: z.string(),
    openingCents: z.object({
      cassa: cents(),
      banca: cents(),
      paypal: cents(),
      stripe: cents(),
    }),
    closed: z.boolean(),
    closedAt: z.nullable(timestamp()),
    closedBy: text(),
  }),
  z.transform(({ slug, ...rest }): BooksYear => ({ year: Number(slug), ...rest })),
);
