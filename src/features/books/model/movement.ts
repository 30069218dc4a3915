// The cash book (prima nota; issue 43, DECISIONS "The books"): every movement of money in and out
// of the association's accounts, tagged with its model D line. This file is the books' contract,
// its shapes and names; the schemas, the writes, firestore.rules and the rendiconto follow it.
//
// Amounts are integers of cents; dates are Europe/Rome calendar days (`YYYY-MM-DD`). Donations are
// not entered here: they come from the ledger (`donations`, issue 42) through `donationMovement`,
// so the two never disagree. A year's movements are locked once the year is closed
// (`booksYears/{year}.closed`): the rules refuse any create, update or delete of a movement dated
// in it, and corrections go in the next year.

import {
  DONATIONS,
  moneyAccounts,
  type Donation,
  type DonationPurpose,
  type MoneyAccount,
} from '#src/features/money';

/** The ledger the books read their donations from (issue 42). */
export { DONATIONS, moneyAccounts, type MoneyAccount };

/** Expenses, other income and transfers entered by staff: `booksMovements/{auto id}`. */
export const BOOKS_MOVEMENTS = 'booksMovements';
/** One per year: opening balances and whether it is closed (`booksYears/{YYYY}`). */
export const BOOKS_YEARS = 'booksYears';
/** Attachments (invoice, receipt: a photo or a PDF) at `books/{movement id}/{file name}`. */
export const BOOKS_ATTACHMENTS_FOLDER = 'books';

/** An expense (uscita), other income (entrata) or a transfer between accounts (giroconto). */
export const movementKinds = ['uscita', 'entrata', 'giroconto'] as const;
export type MovementKind = (typeof movementKinds)[number];

/**
 * The ministry's categories of the 5x1000 report (rendiconto del contributo 5 per mille, DPCM
 * 23 July 2020, art. 16; its model's "spese" section): human resources, running costs, goods and
 * services, payments made for the association's purposes, other expenses for its aims, and money
 * set aside (accantonamento, to be spent in the following years).
 */
export const fivePerThousandCategories = [
  'risorse-umane',
  'funzionamento',
  'beni-servizi',
  'erogazioni',
  'altre-voci',
  'accantonamento',
] as const;
export type FivePerThousandCategory = (typeof fivePerThousandCategories)[number];

export const fivePerThousandCategoryLabels: Record<FivePerThousandCategory, string> = {
  'risorse-umane': '1. Risorse umane',
  funzionamento: '2. Costi di funzionamento',
  'beni-servizi': '3. Acquisto beni e servizi',
  erogazioni: '4. Erogazioni ai sensi della propria finalità istituzionale',
  'altre-voci': '5. Altre voci di spesa riconducibili al raggiungimento dello scopo sociale',
  accantonamento: '6. Accantonamento',
};

interface MovementBase {
  readonly id: string;
  /** `YYYY-MM-DD`: the day the money moved. */
  readonly date: string;
  /** Cents, > 0 (a donation's refund reaches the books as a negative income: `donationMovement`). */
  readonly amountCents: number;
  /** The account the money left (expense, transfer) or arrived in (income). */
  readonly account: MoneyAccount;
  readonly description: string;
  readonly recordedAt: Date;
  readonly recordedBy: string;
}

export interface Expense extends MovementBase {
  readonly kind: 'uscita';
  /** A model D cost line (`U-…`). */
  readonly line: string;
  readonly supplier: string;
  /** Optional tags: the horse or the event it was for; '' none. */
  readonly horseSlug: string;
  readonly eventSlug: string;
  /** The 5x1000 year (the year the amount refers to) this expense is accounted to; 0 none. */
  readonly fivePerThousandYear: number;
  /** With a 5x1000 year: the ministry's category; else ''. */
  readonly fivePerThousandCategory: FivePerThousandCategory | '';
  /** The invoice or receipt in Storage (`books/{id}/{name}`), '' none yet. */
  readonly attachmentPath: string;
}

export interface OtherIncome extends MovementBase {
  readonly kind: 'entrata';
  /** A model D income line (`E-…`). */
  readonly line: string;
  /** Who paid: a public body's name for a public contribution (published when due). */
  readonly payer: string;
  /** A public body's codice fiscale (11 digits): required on a public contribution's line. */
  readonly payerFiscalCode: string;
  /** Why it was paid (the published "causale"). */
  readonly reason: string;
  /** On the 5x1000 line: the year the amount refers to; else 0. */
  readonly fivePerThousandYear: number;
}

export interface Transfer extends MovementBase {
  readonly kind: 'giroconto';
  /** The account the money went to (never `account` itself). */
  readonly toAccount: MoneyAccount;
}

export type StoredMovement = Expense | OtherIncome | Transfer;

/**
 * A donation as the books see it: an income on its line, read from the ledger, never stored in
 * `booksMovements`. Its amount is the ledger's, negative for a refund.
 */
export interface DonationMovement {
  readonly kind: 'donazione';
  readonly id: string;
  readonly date: string;
  readonly amountCents: number;
  readonly account: MoneyAccount;
  readonly line: string;
  readonly description: string;
}

/** Every movement the cash book lists and the rendiconto sums. */
export type Movement = StoredMovement | DonationMovement;

/** `booksYears/{YYYY}`: each account's opening balance, and the closing that locks the year. */
export interface BooksYear {
  readonly year: number;
  readonly openingCents: Readonly<Record<MoneyAccount, number>>;
  readonly closed: boolean;
  /** When and by whom it was closed; null and '' while open. */
  readonly closedAt: Date | null;
  readonly closedBy: string;
}

/** The model D line of a donation, by its purpose (DECISIONS "The books"). */
export const donationLines: Record<Exclude<DonationPurpose, 'natura'>, string> = {
  // A gift to the association, and a circle member's monthly gift for a horse: liberal gifts.
  generale: 'E-A4',
  cerchia: 'E-A4',
  // Money given at an event: the event's fundraising (occasional, art. 79 c.4 a).
  evento: 'E-C2',
};

/**
 * A ledger line as a movement of the cash book. Goods in kind moved no money and have no account:
 * a rendiconto per cassa does not hold them (null).
 */
export function donationMovement(donation: Donation): DonationMovement | null {
  if (donation.purpose === 'natura' || donation.account === '') return null;
  const what =
    donation.kind === 'donazione'
      ? 'Donazione'
      : donation.kind === 'rimborso'
        ? 'Rimborso di donazione'
        : 'Rettifica di donazione';
  return {
    kind: 'donazione',
    id: `donations/${donation.id}`,
    date: donation.date,
    amountCents: donation.amountCents,
    account: donation.account,
    line: donationLines[donation.purpose],
    description: donation.reference === '' ? what : `${what}: ${donation.reference}`,
  };
}

/** The year of a `YYYY-MM-DD` day. */
export const yearOf = (date: string): number => Number(date.slice(0, 4));

/** The change a movement makes to each account it touches, in cents. */
export function accountEffects(movement: Movement): [MoneyAccount, number][] {
  switch (movement.kind) {
    case 'uscita':
      return [[movement.account, -movement.amountCents]];
    case 'giroconto':
      return [
        [movement.account, -movement.amountCents],
        [movement.toAccount, movement.amountCents],
      ];
    default:
      return [[movement.account, movement.amountCents]];
  }
}

/** Each account at zero: the start of a sum. */
export const zeroAccounts = (): Record<MoneyAccount, number> => ({
  cassa: 0,
  banca: 0,
  paypal: 0,
  stripe: 0,
});
