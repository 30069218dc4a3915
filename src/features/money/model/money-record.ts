// The supporters' money (issue 42; DECISIONS "Supporters' money"): who gives, what arrived, how,
// and what for. This file is the money's contract, its shapes and names; the schemas
// (`money-schema.ts`), the writes, the rules, the import, the receipts and the books follow it.
//
// Amounts are integers of cents, everywhere. A donation's amount is never edited: a refund or a
// correction is a new entry naming the one it amends (`amends`), so the ledger's sum is always the
// money that truly moved. Dates are Europe/Rome calendar days (`YYYY-MM-DD`).

export const SUPPORTERS = 'supporters';
export const DONATIONS = 'donations';
/**
 * One document per imported line, under the line's key (`importKey`), written in the commit that
 * records its donation: the rules refuse a second one, so a line imported twice is never recorded
 * twice, even from two browsers at once.
 */
export const DONATION_IMPORT_KEYS = 'donationImportKeys';
/** Receipts, numbered per year with no gap (`donationReceipts/{year}-{number}`). */
export const DONATION_RECEIPTS = 'donationReceipts';
/** `donationReceiptCounters/{year}`: `{ last: number }`, moved in each receipt's commit. */
export const DONATION_RECEIPT_COUNTERS = 'donationReceiptCounters';

/** A receipt's document id: its year and number, `2026-000017`. */
export const receiptId = (year: number, number: number): string =>
  `${year}-${String(number).padStart(6, '0')}`;

export const supporterKinds = ['persona', 'ente'] as const;
export type SupporterKind = (typeof supporterKinds)[number];

/** How the money came (the product's words, lower case in the data; the screens capitalise). */
export const donationMethods = [
  'bonifico',
  'carta',
  'paypal',
  'satispay',
  'assegno',
  'contanti',
] as const;
export type DonationMethod = (typeof donationMethods)[number];

/**
 * Whether a method is traceable (art. 83 D.Lgs. 117/2017: only traceable gifts give the tax
 * benefit; cash never does). Satispay is electronic and very likely traceable: the settings hold
 * it (`satispayTraceable`, default true) until the accountant confirms. A donation stores what was
 * true when it was recorded, so a statement never changes afterwards.
 */
export function isTraceable(method: DonationMethod, satispayTraceable = true): boolean {
  if (method === 'contanti') return false;
  if (method === 'satispay') return satispayTraceable;
  return true;
}

/** The association's accounts the money moves through (the books' cash book reads them). */
export const moneyAccounts = ['cassa', 'banca', 'paypal', 'stripe'] as const;
export type MoneyAccount = (typeof moneyAccounts)[number];

/** Where a method's money usually arrives: the form's default, staff may change it. */
export const defaultAccount: Record<DonationMethod, MoneyAccount> = {
  bonifico: 'banca',
  carta: 'stripe',
  paypal: 'paypal',
  satispay: 'banca',
  assegno: 'banca',
  contanti: 'cassa',
};

/**
 * What a gift is for: the association in general, a horse's circle (a member's contribution),
 * an event's fundraising, or goods in kind (their description and value: no money moved, no
 * method, no account, never traceable).
 */
export const donationPurposes = ['generale', 'cerchia', 'evento', 'natura'] as const;
export type DonationPurpose = (typeof donationPurposes)[number];

/** A gift, a refund of one (money back, negative) or a correction of its amount (either sign). */
export const donationKinds = ['donazione', 'rimborso', 'rettifica'] as const;
export type DonationKind = (typeof donationKinds)[number];

export interface SupporterAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** A province code of `src/config/provinces.ts`, '' abroad or unknown. */
  readonly province: string;
  readonly country: string;
}

/** One record per person or company (`supporters/{auto id}`), staff only. */
export interface Supporter {
  readonly id: string;
  readonly kind: SupporterKind;
  /** A person's names; a company's name is `familyName`, `givenName` ''. */
  readonly givenName: string;
  readonly familyName: string;
  /** Codice fiscale (16 characters, checked) or a company's partita IVA / codice fiscale (11 digits, checked); '' unknown. */
  readonly fiscalCode: string;
  readonly address: SupporterAddress;
  readonly email: string;
  readonly phone: string;
  /** The horse's news and the association's, asked for separately; privacy is the form's or the paper's. */
  readonly newsConsent: boolean;
  /** The circle applications (`circleApplications/{id}`) this supporter made or pays. */
  readonly circleApplicationIds: readonly string[];
  /** `foldText(familyName + ' ' + givenName)`: what the search by name ranges over. */
  readonly nameKey: string;
  readonly notes: string;
  readonly createdAt: Date;
  readonly createdBy: string;
}

/** One ledger line (`donations/{auto id}`), staff only, logged; never updated but for its receipt. */
export interface Donation {
  readonly id: string;
  readonly kind: DonationKind;
  /** The donation a refund or correction amends; '' for a donation. */
  readonly amends: string;
  /** `YYYY-MM-DD`: the day the money arrived (the bank's value date when imported). */
  readonly date: string;
  /** Cents: > 0 for a donation, < 0 for a refund, non-zero for a correction. */
  readonly amountCents: number;
  /** '' for goods in kind. */
  readonly method: DonationMethod | '';
  /** '' for goods in kind. */
  readonly account: MoneyAccount | '';
  readonly traceable: boolean;
  /** The bank's or the payment service's reference (causale, transaction id), '' none. */
  readonly reference: string;
  readonly purpose: DonationPurpose;
  /** `cerchia`: the member (`circleApplications/{id}`) whose months it covers; else ''. */
  readonly circleApplicationId: string;
  /** `cerchia`: the member's horse, kept so the ledger reads without the application; else ''. */
  readonly horseSlug: string;
  /** `evento`: the event's slug; else ''. */
  readonly eventSlug: string;
  /** `natura`: what was given; its value is `amountCents`. */
  readonly inKindDescription: string;
  /** '' for an anonymous gift. */
  readonly supporterId: string;
  readonly notes: string;
  /** The imported line's key (`donationImportKeys/{key}`), '' when entered by hand. */
  readonly importKey: string;
  /** The receipt's id once one was issued (the only field ever written after creation), else ''. */
  readonly receiptId: string;
  readonly recordedAt: Date;
  readonly recordedBy: string;
}

/** A receipt (`donationReceipts/{year}-{number}`): issued once, never changed or deleted. */
export interface DonationReceipt {
  readonly id: string;
  readonly year: number;
  readonly number: number;
  readonly donationId: string;
  readonly supporterId: string;
  readonly amountCents: number;
  readonly issuedAt: Date;
  readonly issuedBy: string;
}

/** `donationImportKeys/{key}`: the donation recorded for an imported line, created once with it. */
export interface DonationImportKey {
  readonly donationId: string;
}

/** What firestore.rules `isImportKey` accepts as a key: one path segment of these characters. */
export const importKeyPattern = /^[A-Za-z0-9_.:-]{1,200}$/;
