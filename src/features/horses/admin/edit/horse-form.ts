import {
  dpaValues,
  horseStatuses,
  sexes,
  species,
  triStateLabels,
  triStates,
  type TriState,
} from '#src/config/options';
import { paymentLinkErrors } from '#src/config/payment-links';
import { isMailbox } from '#src/lib/data/email';
import type { Horse, HorseField } from '../../model/horse';

export type TriStateField = {
  [K in HorseField]: Horse[K] extends TriState ? K : never;
}[HorseField];

export type FlagField = { [K in HorseField]: Horse[K] extends boolean ? K : never }[HorseField];

export type TextField = { [K in HorseField]: Horse[K] extends string ? K : never }[HorseField];

export const triStateChoices = triStates.map((value) => ({
  value,
  label: triStateLabels[value],
}));

export function triStateFromInput(value: string): TriState {
  const code = Number(value);
  return (triStates as readonly number[]).includes(code) ? (code as TriState) : 0;
}

export function triStateToInput(value: TriState): string {
  return String(value);
}

export const selectOptions = {
  species,
  sex: sexes,
  dpa: dpaValues,
  status: horseStatuses,
} as const satisfies Partial<Record<TextField, readonly string[]>>;

export type SelectField = keyof typeof selectOptions;

export function selectValue<K extends SelectField>(field: K, value: string): Horse[K] {
  const options: readonly string[] = selectOptions[field];
  return (options.includes(value) ? value : '') as Horse[K];
}

export function showsAdoptionDetails(horse: Pick<Horse, 'isAdopted'>): boolean {
  return horse.isAdopted === 1;
}

/** Yes only when the barn code is checked as correct and equals the adoption contract's. */
export function isStablingRegular(
  horse: Pick<Horse, 'isCorrectBarncode' | 'barncode' | 'barncodeAdoptionContract'>,
): boolean {
  return (
    horse.isCorrectBarncode === 1 &&
    horse.barncode.trim() !== '' &&
    horse.barncode.trim() === horse.barncodeAdoptionContract.trim()
  );
}

export const stablingLabel = 'Stabulazione in BDN regolare secondo contratto';

export function stablingLine(
  horse: Pick<Horse, 'isCorrectBarncode' | 'barncode' | 'barncodeAdoptionContract'>,
): string {
  return `${stablingLabel}: ${isStablingRegular(horse) ? 'Sì' : 'No'}`;
}

export function editTitle(horse: Pick<Horse, 'name' | 'slug'>): string {
  return `Cavalli: ${horse.name.trim() || horse.slug}`;
}

export function horsePaymentLinkErrors(
  horse: Pick<Horse, 'stripeDonationLink' | 'stripeCircleLink'>,
): Partial<Record<'stripeDonationLink' | 'stripeCircleLink', string>> {
  return paymentLinkErrors({
    stripeDonationLink: horse.stripeDonationLink,
    stripeCircleLink: horse.stripeCircleLink,
  });
}

/** Anything above is a typing slip. */
export const maxMonthlyCost = 100_000;

export const monthlyCostMessages = {
  required: "Scrivi il costo mensile in euro: 0 se il cavallo non costa nulla all'associazione.",
  format: 'Scrivi un numero di euro, per esempio 300 o 287,50.',
  negative: 'Il costo mensile non può essere negativo.',
  cents: 'Al massimo due decimali (i centesimi).',
  tooHigh: `Il costo mensile può essere al massimo ${maxMonthlyCost.toLocaleString('it-IT')} €.`,
} as const;

const costPattern = /^-?\d+(?:[.,](\d+))?$/;

export type MonthlyCostParse = { ok: true; value: number } | { ok: false; message: string };

/** Refuses exponents ("1e3") and thousands separators ("1.000" reads as three decimals). */
export function parseMonthlyCost(typed: string): MonthlyCostParse {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, message: monthlyCostMessages.required };
  const match = costPattern.exec(trimmed);
  if (!match) return { ok: false, message: monthlyCostMessages.format };
  const value = Number(trimmed.replace(',', '.'));
  if (value < 0) return { ok: false, message: monthlyCostMessages.negative };
  if ((match[1] ?? '').length > 2) return { ok: false, message: monthlyCostMessages.cents };
  if (value > maxMonthlyCost) return { ok: false, message: monthlyCostMessages.tooHigh };
  // "-0" is 0.
  return { ok: true, value: value === 0 ? 0 : value };
}

export function monthlyCostText(value: number): string {
  return String(value).replace('.', ',');
}

export const adopterEmailMessage =
  'Scrivi un solo indirizzo e-mail, senza nome né altri indirizzi (per esempio nome@esempio.it), o lascia il campo vuoto.';

/**
 * One mailbox or none, as every stored address (decision 72); an address stored before, left as
 * it was, passes: nothing is sent to it, and the rules keep it until it changes.
 */
export function adopterEmailError(typed: string, stored: string): string | undefined {
  return typed === '' || typed === stored || isMailbox(typed) ? undefined : adopterEmailMessage;
}

/** The fields the horse form checks, in the page's order, as it labels them. */
export const horseFieldLabels = {
  adopterEmail: 'Email dell’adottante',
  stripeDonationLink: 'Link di donazione (Stripe o PayPal)',
  stripeCircleLink: 'Link di pagamento della cerchia',
  monthlyCost: 'Costo mensile (€)',
} as const;

export type HorseCheckedField = keyof typeof horseFieldLabels;

/**
 * The cost as typed: the horse gets it only once it is a number (`parseMonthlyCost`). The adopter's
 * e-mail against the one stored (`adopterEmailError`).
 */
export function horseErrors(
  horse: Pick<Horse, 'stripeDonationLink' | 'stripeCircleLink' | 'adopterEmail'>,
  costTyped: string,
  storedAdopterEmail = '',
): Partial<Record<HorseCheckedField, string>> {
  const cost = parseMonthlyCost(costTyped);
  const adopterEmail = adopterEmailError(horse.adopterEmail, storedAdopterEmail);
  return {
    ...(adopterEmail ? { adopterEmail } : {}),
    ...horsePaymentLinkErrors(horse),
    ...(cost.ok ? {} : { monthlyCost: cost.message }),
  };
}
