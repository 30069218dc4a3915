import type { CircleFrequency } from '#src/config/options';
import { monthlyCents } from '#src/features/horses';
import type { Donation } from '../model/money-record';

// Circle contributions (issue 42 item 3; decision 90). A member's monthly share is their circle
// application's amount over its frequency's months, in cents (as the horse's coverage counts it).
// The donations for the member (purpose `cerchia`, their application's id; refunds and
// corrections included) pay months in order from the month of their start date. A month is due
// once it has ended (Europe/Rome): a member paying during the month is never late for it. Each
// month due and not paid is a month of delay.

/** What these functions read of a circle application. */
export interface ContributingMember {
  readonly id: string;
  readonly status: string;
  /** `YYYY-MM-DD`, the first day counted; '' until staff set it. */
  readonly startDate: string;
  /** Euros per period, as the application stores it. */
  readonly amount: number;
  readonly frequency: CircleFrequency;
}

/** `YYYY-MM` of a calendar day. */
export const monthOf = (day: string): string => day.slice(0, 7);

const monthIndex = (month: string): number =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

const monthAt = (index: number): string =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

export type Standing =
  | { readonly state: 'in-regola'; readonly monthsLate: 0 }
  | { readonly state: 'in-ritardo'; readonly monthsLate: number }
  /** Not Attivo, no start date or no amount: nothing is counted. */
  | { readonly state: 'non-conteggiato'; readonly monthsLate: 0 };

export interface Contribution {
  readonly memberId: string;
  readonly monthlyCents: number;
  /** Every donation's cents for this member, refunds and corrections included. */
  readonly paidCents: number;
  /** `YYYY-MM` of each month paid, from the start date's month. */
  readonly monthsCovered: readonly string[];
  /** Months ended since the start: what should be paid by now. */
  readonly monthsDue: number;
  /** The cents paid beyond the last whole month. */
  readonly creditCents: number;
  readonly standing: Standing;
}

/** The cents each member's donations add up to (purpose `cerchia`, by application id). */
export function paidByMember(donations: readonly Donation[]): Map<string, number> {
  const paid = new Map<string, number>();
  for (const donation of donations) {
    if (donation.purpose !== 'cerchia' || donation.circleApplicationId === '') continue;
    const id = donation.circleApplicationId;
    paid.set(id, (paid.get(id) ?? 0) + donation.amountCents);
  }
  return paid;
}

/** A member's months and standing on `today` (`YYYY-MM-DD`, Europe/Rome). */
export function contributionOf(
  member: ContributingMember,
  paidCents: number,
  today: string,
): Contribution {
  const monthly = monthlyCents(member.amount, member.frequency);
  const counted = member.status === 'Attivo' && member.startDate !== '' && monthly > 0;
  const start = counted ? monthIndex(monthOf(member.startDate)) : 0;
  const paidMonths = counted ? Math.max(0, Math.floor(paidCents / monthly)) : 0;
  const monthsDue = counted ? Math.max(0, monthIndex(monthOf(today)) - start) : 0;
  const late = Math.max(0, monthsDue - paidMonths);
  return {
    memberId: member.id,
    monthlyCents: monthly,
    paidCents,
    monthsCovered: Array.from({ length: paidMonths }, (_, index) => monthAt(start + index)),
    monthsDue,
    creditCents: counted ? paidCents - paidMonths * monthly : paidCents,
    standing: !counted
      ? { state: 'non-conteggiato', monthsLate: 0 }
      : late === 0
        ? { state: 'in-regola', monthsLate: 0 }
        : { state: 'in-ritardo', monthsLate: late },
  };
}

/** "in regola", "1 mese di ritardo", "N mesi di ritardo", "non conteggiato". */
export function standingLabel(standing: Standing): string {
  if (standing.state === 'in-regola') return 'in regola';
  if (standing.state === 'non-conteggiato') return 'non conteggiato';
  return standing.monthsLate === 1 ? '1 mese di ritardo' : `${standing.monthsLate} mesi di ritardo`;
}

/** The members the dashboard lists: more than two months behind. */
export const LATE_MONTHS = 2;

/**
 * Attivo members more than `LATE_MONTHS` months behind on `today`, most behind first (H6's weekly
 * "due" mail reads them too).
 */
export function lateMembers<M extends ContributingMember>(
  members: readonly M[],
  donations: readonly Donation[],
  today: string,
): { member: M; contribution: Contribution }[] {
  const paid = paidByMember(donations);
  return members
    .map((member) => ({
      member,
      contribution: contributionOf(member, paid.get(member.id) ?? 0, today),
    }))
    .filter(({ contribution }) => contribution.standing.monthsLate > LATE_MONTHS)
    .sort((a, b) => b.contribution.standing.monthsLate - a.contribution.standing.monthsLate);
}
