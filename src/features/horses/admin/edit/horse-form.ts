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
import type { Horse, HorseField } from '../../model/horse';

/** The fields holding a tri-state flag (1 yes, -1 no, 0 unknown). */
export type TriStateField = {
  [K in HorseField]: Horse[K] extends TriState ? K : never;
}[HorseField];

/** The fields holding a yes/no switch. */
export type FlagField = { [K in HorseField]: Horse[K] extends boolean ? K : never }[HorseField];

/** The fields holding text (free text, dates, and the values of the option lists). */
export type TextField = { [K in HorseField]: Horse[K] extends string ? K : never }[HorseField];

/** The choices of a tri-state flag, in the order shown: Sì, No, Non so. */
export const triStateChoices = triStates.map((value) => ({
  value,
  label: triStateLabels[value],
}));

/** A radio or select value back to its tri-state code; anything unexpected reads as 0 (Non so). */
export function triStateFromInput(value: string): TriState {
  const code = Number(value);
  return (triStates as readonly number[]).includes(code) ? (code as TriState) : 0;
}

/** A tri-state code as the value of a radio or an option. */
export function triStateToInput(value: TriState): string {
  return String(value);
}

/** The option lists of the fields edited with a select ('' is "not given"). */
export const selectOptions = {
  species,
  sex: sexes,
  dpa: dpaValues,
  status: horseStatuses,
} as const satisfies Partial<Record<TextField, readonly string[]>>;

export type SelectField = keyof typeof selectOptions;

/** A select's value for a field of an option list; unknown values read as not given (''). */
export function selectValue<K extends SelectField>(field: K, value: string): Horse[K] {
  const options: readonly string[] = selectOptions[field];
  return (options.includes(value) ? value : '') as Horse[K];
}

/** The Adozione extra fields show only when "In adozione" is yes (docs/product.md: Horse edit). */
export function showsAdoptionDetails(horse: Pick<Horse, 'isAdopted'>): boolean {
  return horse.isAdopted === 1;
}

/**
 * "Stabulazione in BDN regolare secondo contratto" (docs/product.md, Admin): yes only when the barn code
 * is checked as correct and equals the one of the adoption contract.
 */
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

/** The page title (docs/product.md: "Cavalli: " plus the horse name; the slug until a name is given). */
export function editTitle(horse: Pick<Horse, 'name' | 'slug'>): string {
  return `Cavalli: ${horse.name.trim() || horse.slug}`;
}

/** The payment links of a horse that are not accepted (firestore.rules refuses them too). */
export function horsePaymentLinkErrors(
  horse: Pick<Horse, 'stripeDonationLink' | 'stripeCircleLink'>,
): Partial<Record<'stripeDonationLink' | 'stripeCircleLink', string>> {
  return paymentLinkErrors({
    stripeDonationLink: horse.stripeDonationLink,
    stripeCircleLink: horse.stripeCircleLink,
  });
}

/** Salva waits until every payment link is accepted; this says why it is disabled. */
export const invalidLinksMessage =
  'Correggi i link di pagamento nella sezione Sito web prima di salvare.';

/** The most a horse may cost a month, in euros: anything above is a typing slip. */
export const maxMonthlyCost = 100_000;

export const monthlyCostMessages = {
  required: "Scrivi il costo mensile in euro: 0 se il cavallo non costa nulla all'associazione.",
  format: 'Scrivi un numero di euro, per esempio 300 o 287,50.',
  negative: 'Il costo mensile non può essere negativo.',
  cents: 'Al massimo due decimali (i centesimi).',
  tooHigh: `Il costo mensile può essere al massimo ${maxMonthlyCost.toLocaleString('it-IT')} €.`,
} as const;

/** A plain decimal, with a point or the Italian comma; a sign is read so "-5" gets its own message. */
const costPattern = /^-?\d+(?:[.,](\d+))?$/;

export type MonthlyCostParse = { ok: true; value: number } | { ok: false; message: string };

/**
 * The monthly cost as typed in the editor: "300", "287,5" or "287.50" euros, from 0 (no funding bar
 * on the site) to {@link maxMonthlyCost}. Refuses an empty field, exponents ("1e3"), thousands
 * separators ("1.000" reads as three decimals), negatives and more than two decimals.
 */
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

/** A monthly cost as the editor shows it, with the Italian comma: 287.5 reads "287,5". */
export function monthlyCostText(value: number): string {
  return String(value).replace('.', ',');
}

/** Salva waits until the monthly cost is a number the site can use; this says why it is disabled. */
export const invalidCostMessage =
  'Correggi il costo mensile nella sezione Sito web prima di salvare.';

/** Why Salva is disabled (the payment links, the monthly cost), or undefined when it is not. */
export function saveBlockedReason(
  horse: Pick<Horse, 'stripeDonationLink' | 'stripeCircleLink'>,
  costTyped: string,
): string | undefined {
  const reasons = [
    Object.keys(horsePaymentLinkErrors(horse)).length > 0 ? invalidLinksMessage : undefined,
    parseMonthlyCost(costTyped).ok ? undefined : invalidCostMessage,
  ].filter((reason) => reason !== undefined);
  return reasons.length > 0 ? reasons.join(' ') : undefined;
}
