import { isAutoId } from '#src/lib/data/auto-id';
import {
  donationKinds,
  donationMethods,
  donationPurposes,
  importKeyPattern,
  isTraceable,
  moneyAccounts,
  type Donation,
  type DonationKind,
  type DonationMethod,
  type DonationPurpose,
  type MoneyAccount,
} from '../model/money-record';

// What a donation's form or an imported line gives `recordDonation`, checked as firestore.rules
// `isDonation` checks it (decision 90), with messages staff can act on.

export interface DonationInput {
  readonly kind: DonationKind;
  /** The gift a refund or a correction amends; '' for a gift. */
  readonly amends: string;
  readonly date: string;
  readonly amountCents: number;
  /** '' for goods in kind. */
  readonly method: DonationMethod | '';
  /** '' for goods in kind; for money, where it arrived (`defaultAccount[method]` by default). */
  readonly account: MoneyAccount | '';
  readonly reference: string;
  readonly purpose: DonationPurpose;
  readonly circleApplicationId: string;
  readonly horseSlug: string;
  readonly eventSlug: string;
  readonly inKindDescription: string;
  readonly supporterId: string;
  readonly notes: string;
}

export type DonationInputErrors = Partial<Record<keyof DonationInput, string>>;

/** The most a line may say, either way (the rules' bound): a million euro. */
export const MAX_DONATION_CENTS = 100_000_000;

export const donationLimits = { reference: 500, notes: 2000, inKindDescription: 500 } as const;

const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));

function amountError(kind: DonationKind, cents: number): string | undefined {
  if (!Number.isInteger(cents)) return "L'importo deve essere in centesimi interi.";
  if (Math.abs(cents) > MAX_DONATION_CENTS) return "L'importo supera il milione di euro.";
  if (kind === 'donazione' && cents <= 0) return "L'importo di una donazione è maggiore di zero.";
  if (kind === 'rimborso' && cents >= 0) return 'Un rimborso è un importo negativo.';
  if (kind === 'rettifica' && cents === 0) return 'Una rettifica cambia l’importo: non zero.';
  return undefined;
}

function purposeErrors(input: DonationInput): DonationInputErrors {
  const errors: DonationInputErrors = {};
  if (input.purpose === 'cerchia' && input.circleApplicationId === '') {
    errors.circleApplicationId = 'Scegli il membro della cerchia.';
  }
  if (input.purpose === 'evento' && input.eventSlug === '') errors.eventSlug = "Scegli l'evento.";
  if (input.purpose === 'natura') {
    if (input.inKindDescription.trim() === '') {
      errors.inKindDescription = 'Descrivi che cosa è stato donato.';
    } else if (input.inKindDescription.length > donationLimits.inKindDescription) {
      errors.inKindDescription = `Al massimo ${donationLimits.inKindDescription} caratteri.`;
    }
  }
  return errors;
}

function methodErrors(input: DonationInput): DonationInputErrors {
  if (input.purpose === 'natura') return {};
  const errors: DonationInputErrors = {};
  if (!(donationMethods as readonly string[]).includes(input.method)) {
    errors.method = 'Scegli come sono arrivati i soldi.';
  }
  if (!(moneyAccounts as readonly string[]).includes(input.account)) {
    errors.account = 'Scegli il conto.';
  }
  return errors;
}

/** Every field's problem, none when the rules would take it. */
export function donationInputErrors(input: DonationInput): DonationInputErrors {
  const errors: DonationInputErrors = { ...purposeErrors(input), ...methodErrors(input) };
  if (!donationKinds.includes(input.kind)) errors.kind = 'Tipo sconosciuto.';
  if (!donationPurposes.includes(input.purpose)) errors.purpose = 'Scegli lo scopo.';
  if (!isDay(input.date)) errors.date = 'Scrivi la data (AAAA-MM-GG).';
  const amount = amountError(input.kind, input.amountCents);
  if (amount) errors.amountCents = amount;
  if (input.kind !== 'donazione' && !isAutoId(input.amends)) {
    errors.amends = 'Un rimborso o una rettifica nomina la donazione che corregge.';
  }
  if (input.reference.length > donationLimits.reference) {
    errors.reference = `Al massimo ${donationLimits.reference} caratteri.`;
  }
  if (input.notes.length > donationLimits.notes) {
    errors.notes = `Al massimo ${donationLimits.notes} caratteri.`;
  }
  return errors;
}

export interface StoringOptions {
  /** The imported line's key, '' (or left out) when entered by hand. */
  readonly importKey?: string;
  /** The settings' word on Satispay (money-record.ts `isTraceable`). */
  readonly satispayTraceable?: boolean;
}

export const isImportKey = (key: string): boolean => importKeyPattern.test(key);

/** The stored line but its `recordedAt`/`recordedBy`: the purpose's other fields emptied. */
export function storedDonation(
  input: DonationInput,
  options: StoringOptions = {},
): Omit<Donation, 'id' | 'recordedAt' | 'recordedBy'> {
  const inKind = input.purpose === 'natura';
  const method = inKind ? '' : input.method;
  return {
    kind: input.kind,
    amends: input.kind === 'donazione' ? '' : input.amends,
    date: input.date,
    amountCents: input.amountCents,
    method,
    account: inKind ? '' : input.account,
    traceable: method === '' ? false : isTraceable(method, options.satispayTraceable),
    reference: input.reference.trim(),
    purpose: input.purpose,
    circleApplicationId: input.purpose === 'cerchia' ? input.circleApplicationId : '',
    horseSlug: input.purpose === 'cerchia' ? input.horseSlug : '',
    eventSlug: input.purpose === 'evento' ? input.eventSlug : '',
    inKindDescription: inKind ? input.inKindDescription.trim() : '',
    supporterId: input.supporterId,
    notes: input.notes.trim(),
    importKey: options.importKey ?? '',
    receiptId: '',
  };
}
