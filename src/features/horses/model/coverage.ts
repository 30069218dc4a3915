import {
  circleFrequencyMonths,
  type CircleFrequency,
  type CircleStatus,
} from '#src/config/options';

// How much of a horse's monthly cost its supporter circle covers (docs/product.md "Supporter
// circles"). Amounts are euros; sums are made in whole cents so that three quarterly 20 € payments
// add up to exactly 20 € a month.

/** What the coverage reads of a circle application: the horse, the staff status, the payment. */
export interface CircleMember {
  readonly horseSlug: string;
  readonly status: CircleStatus;
  /** Euros per payment. */
  readonly amount: number;
  readonly frequency: CircleFrequency;
}

/** A horse's circle as the public projection shows it: no personal data, only totals. */
export interface Coverage {
  /** Euros a month, to the cent: the Attivo members' payments as monthly amounts. */
  readonly coveredAmount: number;
  /** How many members are Attivo. */
  readonly activeSupporters: number;
}

export const noCoverage: Coverage = { coveredAmount: 0, activeSupporters: 0 };

/** Cents a month of one payment: 60 € every three months is 2000 cents. */
function monthlyCents(amount: number, frequency: CircleFrequency): number {
  return Math.round((amount * 100) / circleFrequencyMonths[frequency]);
}

/** Euros a month of one payment, to the cent (Mensile ×1, Trimestrale /3, Semestrale /6, Annuale /12). */
export function monthlyEquivalent(amount: number, frequency: CircleFrequency): number {
  return monthlyCents(amount, frequency) / 100;
}

/** The coverage of one horse by its members: only Attivo members count. */
export function coverageOf(members: readonly CircleMember[], horseSlug: string): Coverage {
  let cents = 0;
  let activeSupporters = 0;
  for (const member of members) {
    if (member.horseSlug !== horseSlug || member.status !== 'Attivo') continue;
    cents += monthlyCents(member.amount, member.frequency);
    activeSupporters += 1;
  }
  return { coveredAmount: cents / 100, activeSupporters };
}

/** The coverage of every horse some Attivo member supports, by slug. */
export function coverageByHorse(members: readonly CircleMember[]): Map<string, Coverage> {
  const slugs = new Set(
    members.filter((member) => member.status === 'Attivo').map((member) => member.horseSlug),
  );
  return new Map([...slugs].map((slug) => [slug, coverageOf(members, slug)]));
}

/**
 * Whether a horse's page shows its funding bar: a horse adopted or deceased no longer costs the
 * association anything, whatever its stored monthly cost (docs/product.md "Supporter circles").
 */
export function isInTheAssociationsCare(status: string): boolean {
  return status !== 'Adottato' && status !== 'Deceduto';
}

/** What the funding bar shows: the cost and its coverage. */
export interface Funding extends Coverage {
  /** Euros a month; 0 means the horse costs the association nothing (no bar). */
  readonly monthlyCost: number;
}

/**
 * The whole percent of the monthly cost covered, rounded down so that a horse is never "100%" while
 * a cent is missing; above 100 when the circle gives more than the cost. 0 for a horse with no cost.
 */
export function coveredPercent({ monthlyCost, coveredAmount }: Funding): number {
  const costCents = Math.round(monthlyCost * 100);
  if (costCents <= 0) return 0;
  return Math.floor((Math.round(coveredAmount * 100) * 100) / costCents);
}

/** Euros a month still missing (0 when covered). */
export function missingAmount({ monthlyCost, coveredAmount }: Funding): number {
  return Math.max(0, Math.round(monthlyCost * 100) - Math.round(coveredAmount * 100)) / 100;
}

/**
 * Orders horses by need: the least covered share first, then the larger amount missing, then by
 * name, so the list of `/sostienici/cerchie` starts with the horses needing help most.
 */
export function byNeed<T extends Funding & { readonly name: string }>(a: T, b: T): number {
  return (
    coveredPercent(a) - coveredPercent(b) ||
    missingAmount(b) - missingAmount(a) ||
    a.name.localeCompare(b.name, 'it')
  );
}

/** Whether an Italian number is read with a vowel first: 8, 11, 80-89, 800-899, 8000-8999 ("otto", "undici"...). */
function readsWithVowel(value: number): boolean {
  if (value === 11) return true;
  for (let eight = 8; eight <= value; eight *= 10) {
    if (value >= eight && value < eight + eight / 8) return true;
  }
  return false;
}

/**
 * The Italian article before a percentage as it is read aloud: "lo 0%", "l'1%", "l'8%", "l'11%",
 * "l'80%" ... "l'89%", "il" otherwise ("il 45%", "il 100%").
 */
export function percentArticle(percent: number): string {
  if (percent === 0) return 'lo';
  return percent === 1 || readsWithVowel(percent) ? "l'" : 'il';
}

const euros = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

/** Whole euros as the bar writes them: "135 €". */
export function formatEuros(value: number): string {
  return `${euros.format(Math.round(value))} €`;
}

/** "6 sostenitori", "1 sostenitore", "nessun sostenitore ancora". */
export function supportersText(count: number): string {
  if (count === 0) return 'nessun sostenitore ancora';
  return count === 1 ? '1 sostenitore' : `${count} sostenitori`;
}

/** "Coperto il 45%: 135 € dei 300 € al mese · 6 sostenitori". */
export function fundingText(funding: Funding): string {
  const percent = coveredPercent(funding);
  const article = percentArticle(percent);
  const share = article.endsWith("'") ? `${article}${percent}%` : `${article} ${percent}%`;
  return (
    `Coperto ${share}: ${formatEuros(funding.coveredAmount)} ` +
    `${readsWithVowel(Math.round(funding.monthlyCost)) ? 'degli' : 'dei'} ` +
    `${formatEuros(funding.monthlyCost)} al mese · ${supportersText(funding.activeSupporters)}`
  );
}
