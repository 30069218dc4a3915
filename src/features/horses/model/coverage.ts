import {
  circleFrequencyMonths,
  type CircleFrequency,
  type CircleStatus,
  type HorseStatus,
} from '#src/config/options';

// Sums in whole cents, so that three quarterly 20 € payments add up to exactly 20 € a month.

export interface CircleMember {
  readonly horseSlug: string;
  readonly status: CircleStatus;
  readonly amount: number;
  readonly frequency: CircleFrequency;
}

/** No personal data in the public projection, only totals. */
export interface Coverage {
  readonly coveredAmount: number;
  readonly activeSupporters: number;
}

export const noCoverage: Coverage = { coveredAmount: 0, activeSupporters: 0 };

/** A member's monthly share in whole cents (the rules' `memberCents`; the contributions' due). */
export function monthlyCents(amount: number, frequency: CircleFrequency): number {
  return Math.round((amount * 100) / circleFrequencyMonths[frequency]);
}

export function monthlyEquivalent(amount: number, frequency: CircleFrequency): number {
  return monthlyCents(amount, frequency) / 100;
}

/** What one member adds to a horse's totals: its monthly cents and itself, while Attivo on it. */
function shareOf(member: CircleMember | null, horseSlug: string): { cents: number; count: number } {
  if (member?.horseSlug !== horseSlug || member.status !== 'Attivo') return { cents: 0, count: 0 };
  return { cents: monthlyCents(member.amount, member.frequency), count: 1 };
}

/**
 * The totals after one member's change: the stored ones moved by exactly that member's share, as
 * the rules require (so totals never drift by a recount).
 */
export function movedCoverage(
  current: Coverage,
  before: CircleMember | null,
  after: CircleMember | null,
  horseSlug: string,
): Coverage {
  const out = shareOf(before, horseSlug);
  const into = shareOf(after, horseSlug);
  return {
    coveredAmount: (Math.round(current.coveredAmount * 100) + into.cents - out.cents) / 100,
    activeSupporters: current.activeSupporters + into.count - out.count,
  };
}

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

export function coverageByHorse(members: readonly CircleMember[]): Map<string, Coverage> {
  const slugs = new Set(
    members.filter((member) => member.status === 'Attivo').map((member) => member.horseSlug),
  );
  return new Map([...slugs].map((slug) => [slug, coverageOf(members, slug)]));
}

/**
 * A horse adopted or deceased no longer costs the association anything, whatever its stored monthly
 * cost.
 */
export function isInTheAssociationsCare(status: string): boolean {
  return status !== 'Adottato' && status !== 'Deceduto';
}

/**
 * A circle pays a horse's care at the refuge (docs/product.md "Supporter circles"): the horses who
 * live there at the association's cost have one, residents and those waiting for a home alike; an
 * adopted horse's care is its adopter's. The same list is in firestore.rules.
 */
export const statusesWithCircle = [
  "Residente dell'Oasi",
  'In cerca di casa',
] as const satisfies readonly HorseStatus[];

export function hasCircle(status: string): boolean {
  return (statusesWithCircle as readonly string[]).includes(status);
}

export interface Funding extends Coverage {
  readonly monthlyCost: number;
}

/** Rounded down, so that a horse is never "100%" while a cent is missing. */
export function coveredPercent({ monthlyCost, coveredAmount }: Funding): number {
  const costCents = Math.round(monthlyCost * 100);
  if (costCents <= 0) return 0;
  return Math.floor((Math.round(coveredAmount * 100) * 100) / costCents);
}

export function missingAmount({ monthlyCost, coveredAmount }: Funding): number {
  return Math.max(0, Math.round(monthlyCost * 100) - Math.round(coveredAmount * 100)) / 100;
}

export function byNeed<T extends Funding & { readonly name: string }>(a: T, b: T): number {
  return (
    coveredPercent(a) - coveredPercent(b) ||
    missingAmount(b) - missingAmount(a) ||
    a.name.localeCompare(b.name, 'it')
  );
}

/** "otto", "undici": 8, 11, 80-89, 800-899, 8000-8999. */
function readsWithVowel(value: number): boolean {
  if (value === 11) return true;
  for (let eight = 8; eight <= value; eight *= 10) {
    if (value >= eight && value < eight + eight / 8) return true;
  }
  return false;
}

/** "lo 0%", "l'8%", "l'11%", "l'80%", "il 45%": the article as the percentage is read aloud. */
export function percentArticle(percent: number): string {
  if (percent === 0) return 'lo';
  return percent === 1 || readsWithVowel(percent) ? "l'" : 'il';
}

const euros = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });

export function formatEuros(value: number): string {
  return `${euros.format(Math.round(value))} €`;
}

export function supportersText(count: number): string {
  if (count === 0) return 'nessun sostenitore ancora';
  return count === 1 ? '1 sostenitore' : `${count} sostenitori`;
}

/** The Italian sentence under a circle's bar (the English one is in `texts/en.ts`). */
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
