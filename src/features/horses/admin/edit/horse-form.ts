import * as z from 'zod/mini';
import {
  dpaValues,
  horseStatuses,
  sexes,
  species,
  triStateLabels,
  triStates,
  type TriState,
} from '#src/config/options';
import { paymentLink } from '#src/config/payment-links';
import { isMailbox } from '#src/lib/data/email';
import { fieldErrors, notBlank } from '#src/lib/data/field-errors';
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

const costNumber = (typed: string): number => Number(typed.trim().replace(',', '.'));

/**
 * The cost as typed, read as euros. Refuses exponents ("1e3") and thousands separators ("1.000"
 * reads as three decimals). Each check's message in order: the first one failed is shown.
 */
export const monthlyCostSchema = z.pipe(
  z.string().check(
    notBlank(monthlyCostMessages.required),
    z.refine((typed) => costPattern.test(typed.trim()), monthlyCostMessages.format),
    z.refine((typed) => !(costNumber(typed) < 0), monthlyCostMessages.negative),
    z.refine(
      (typed) => (costPattern.exec(typed.trim())?.[1] ?? '').length <= 2,
      monthlyCostMessages.cents,
    ),
    z.refine((typed) => !(costNumber(typed) > maxMonthlyCost), monthlyCostMessages.tooHigh),
  ),
  // "-0" is 0.
  z.transform((typed) => costNumber(typed) || 0),
);

export type MonthlyCostParse = { ok: true; value: number } | { ok: false; message: string };

export function parseMonthlyCost(typed: string): MonthlyCostParse {
  const parsed = z.safeParse(monthlyCostSchema, typed);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? monthlyCostMessages.format };
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
const adopterEmail = (stored: string) =>
  z
    .string()
    .check(
      z.refine(
        (typed) => typed === '' || typed === stored || isMailbox(typed),
        adopterEmailMessage,
      ),
    );

/** The fields the horse form checks, in the page's order, as it labels them. */
export const horseFieldLabels = {
  adopterEmail: 'Email dell’adottante',
  stripeDonationLink: 'Link di donazione (Stripe o PayPal)',
  stripeCircleLink: 'Link di pagamento della cerchia',
  monthlyCost: 'Costo mensile (€)',
} as const;

export type HorseCheckedField = keyof typeof horseFieldLabels;

/**
 * What the horse form checks, in the page's order: the cost as typed (the horse gets it only once
 * it is a number, `parseMonthlyCost`), the adopter's e-mail against the one stored.
 */
export const horseChecksSchema = (storedAdopterEmail: string) =>
  z.object({
    adopterEmail: adopterEmail(storedAdopterEmail),
    stripeDonationLink: paymentLink(),
    stripeCircleLink: paymentLink(),
    monthlyCost: monthlyCostSchema,
  });

export function horseErrors(
  horse: Pick<Horse, 'stripeDonationLink' | 'stripeCircleLink' | 'adopterEmail'>,
  costTyped: string,
  storedAdopterEmail = '',
): Partial<Record<HorseCheckedField, string>> {
  const { adopterEmail, stripeDonationLink, stripeCircleLink } = horse;
  return fieldErrors(horseChecksSchema(storedAdopterEmail), {
    adopterEmail,
    stripeDonationLink,
    stripeCircleLink,
    monthlyCost: costTyped,
  });
}
