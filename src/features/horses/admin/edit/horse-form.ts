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
