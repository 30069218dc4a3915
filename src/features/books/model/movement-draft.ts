import * as z from 'zod/mini';
import { fieldErrors, type FieldErrorsOf } from '#src/lib/data/field-errors';
import { isCalendarDay } from '#src/lib/format/dates';
import { FIVE_PER_THOUSAND_LINE, modelDLinePattern, publicContributionLines } from './model-d';
import {
  fivePerThousandCategories,
  moneyAccounts,
  type FivePerThousandCategory,
  type MoneyAccount,
  type MovementKind,
} from './movement';

// What the cash book's forms check before a write (decision 81): the limits here are the rules'
// (firestore.rules, `booksMovements`).

export const movementLimits = {
  maxCents: 100_000_000,
  description: 1000,
  name: 200,
  reason: 1000,
} as const;

export const movementFieldErrors = {
  date: 'Indica la data.',
  amountCents: 'Scrivi un importo maggiore di zero (al massimo 1.000.000 €).',
  account: 'Scegli il conto.',
  toAccount: 'Scegli un conto diverso da quello di partenza.',
  line: 'Scegli la voce del rendiconto (modello D).',
  supplier: 'Scrivi il fornitore.',
  payer: "Scrivi l'ente pubblico che ha pagato.",
  payerFiscalCode: "Scrivi il codice fiscale dell'ente: 11 cifre.",
  reason: 'Scrivi la causale del contributo.',
  fivePerThousandYear: "Indica l'anno a cui si riferisce il 5 per mille.",
  fivePerThousandCategory: 'Scegli la categoria del rendiconto del 5 per mille.',
  tooLong: (limit: number) => `Al massimo ${limit} caratteri.`,
} as const;

/** The form of any movement: the fields of its kind are read, the others are left empty. */
export interface MovementDraft {
  readonly kind: MovementKind;
  readonly date: string;
  readonly amountCents: number;
  readonly account: MoneyAccount | '';
  readonly description: string;
  readonly line: string;
  readonly supplier: string;
  readonly horseSlug: string;
  readonly eventSlug: string;
  readonly fivePerThousandYear: number;
  readonly fivePerThousandCategory: FivePerThousandCategory | '';
  readonly payer: string;
  readonly payerFiscalCode: string;
  readonly reason: string;
  readonly toAccount: MoneyAccount | '';
}

export const emptyMovementDraft = (kind: MovementKind, date: string): MovementDraft => ({
  kind,
  date,
  amountCents: 0,
  account: '',
  description: '',
  line: '',
  supplier: '',
  horseSlug: '',
  eventSlug: '',
  fivePerThousandYear: 0,
  fivePerThousandCategory: '',
  payer: '',
  payerFiscalCode: '',
  reason: '',
  toAccount: '',
});

const isAccount = (value: string) => (moneyAccounts as readonly string[]).includes(value);
const isYear = (value: number) => Number.isInteger(value) && value >= 2000 && value <= 2100;
const errors = movementFieldErrors;

type Issue = [field: keyof MovementDraft, message: string];

function kindIssues(draft: MovementDraft): Issue[] {
  const issues: Issue[] = [];
  if (draft.kind === 'giroconto') {
    if (!isAccount(draft.toAccount) || draft.toAccount === draft.account)
      issues.push(['toAccount', errors.toAccount]);
    return issues;
  }
  if (!modelDLinePattern[draft.kind === 'uscita' ? 'U' : 'E'].test(draft.line))
    issues.push(['line', errors.line]);
  if (draft.kind === 'uscita') {
    if (draft.supplier.trim() === '') issues.push(['supplier', errors.supplier]);
    if (draft.fivePerThousandYear !== 0 && !isYear(draft.fivePerThousandYear))
      issues.push(['fivePerThousandYear', errors.fivePerThousandYear]);
    if (draft.fivePerThousandYear !== 0 && draft.fivePerThousandCategory === '')
      issues.push(['fivePerThousandCategory', errors.fivePerThousandCategory]);
    return issues;
  }
  if ((publicContributionLines as readonly string[]).includes(draft.line)) {
    if (draft.payer.trim() === '') issues.push(['payer', errors.payer]);
    if (!/^\d{11}$/.test(draft.payerFiscalCode.trim()))
      issues.push(['payerFiscalCode', errors.payerFiscalCode]);
    if (draft.reason.trim() === '') issues.push(['reason', errors.reason]);
  }
  if (draft.line === FIVE_PER_THOUSAND_LINE && !isYear(draft.fivePerThousandYear))
    issues.push(['fivePerThousandYear', errors.fivePerThousandYear]);
  return issues;
}

const text = (max: number) => z.string().check(z.maxLength(max, errors.tooLong(max)));

export const movementDraftSchema = z
  .object({
    kind: z.enum(['uscita', 'entrata', 'giroconto']),
    date: z.string().check(z.refine(isCalendarDay, errors.date)),
    amountCents: z
      .number()
      .check(
        z.refine(
          (value) => Number.isInteger(value) && value > 0 && value <= movementLimits.maxCents,
          errors.amountCents,
        ),
      ),
    account: z.string().check(z.refine(isAccount, errors.account)),
    description: text(movementLimits.description),
    line: z.string(),
    supplier: text(movementLimits.name),
    horseSlug: z.string(),
    eventSlug: z.string(),
    fivePerThousandYear: z.number(),
    fivePerThousandCategory: z.enum(['', ...fivePerThousandCategories]),
    payer: text(movementLimits.name),
    payerFiscalCode: z.string(),
    reason: text(movementLimits.reason),
    toAccount: z.string(),
  })
  .check(
    z.superRefine((draft, context) => {
      for (const [field, message] of kindIssues(draft as MovementDraft))
        context.addIssue({ code: 'custom', message, path: [field], input: draft });
    }),
  );

export const movementErrors = (draft: MovementDraft): FieldErrorsOf<MovementDraft> =>
  fieldErrors(movementDraftSchema, draft);

/** The stored fields of a checked draft (the api adds who and when, and the attachment). */
export function storedMovement(
  draft: MovementDraft,
  attachmentPath = '',
): Record<string, string | number> {
  const common = {
    kind: draft.kind,
    date: draft.date,
    amountCents: draft.amountCents,
    account: draft.account,
    description: draft.description.trim(),
  };
  if (draft.kind === 'giroconto') return { ...common, toAccount: draft.toAccount };
  if (draft.kind === 'uscita')
    return {
      ...common,
      line: draft.line,
      supplier: draft.supplier.trim(),
      horseSlug: draft.horseSlug,
      eventSlug: draft.eventSlug,
      fivePerThousandYear: draft.fivePerThousandYear,
      fivePerThousandCategory: draft.fivePerThousandYear === 0 ? '' : draft.fivePerThousandCategory,
      attachmentPath,
    };
  return {
    ...common,
    line: draft.line,
    payer: draft.payer.trim(),
    payerFiscalCode: draft.payerFiscalCode.trim(),
    reason: draft.reason.trim(),
    fivePerThousandYear: draft.line === FIVE_PER_THOUSAND_LINE ? draft.fivePerThousandYear : 0,
  };
}
