import { addMonths } from '#src/lib/format/dates';
import { FIVE_PER_THOUSAND_LINE, publicContributionLines } from './model-d';
import {
  fivePerThousandCategories,
  yearOf,
  type Expense,
  type FivePerThousandCategory,
  type Movement,
  type OtherIncome,
} from './movement';
import type { BooksSettings } from './books-settings';

// What the law asks to account for and publish (DECISIONS "The books"), computed from the
// movements: the 5x1000's report per year it refers to, and public bodies' contributions per year.
// Pure: the dashboard, the report's PDF and the transparency page read these.

/** The 5x1000 of one year it refers to: what came, when, and what it was spent on. */
export interface FivePerThousandReport {
  /** The tax year the amount refers to (anno di riferimento). */
  readonly referenceYear: number;
  /** The first day money of this year arrived: the 12 months run from it. */
  readonly receivedOn: string;
  readonly amountCents: number;
  /** The day the report is due: 12 months from receipt. */
  readonly deadline: string;
  readonly spentByCategory: Readonly<Record<FivePerThousandCategory, number>>;
  readonly spentCents: number;
  /** Received minus spent (or set aside): what the report still has to account for. */
  readonly unaccountedCents: number;
  readonly expenses: readonly Expense[];
  /** From the settings' figure: it must also be sent to the ministry and published. */
  readonly mustPublish: boolean;
}

const zeroCategories = (): Record<FivePerThousandCategory, number> =>
  Object.fromEntries(fivePerThousandCategories.map((category) => [category, 0])) as Record<
    FivePerThousandCategory,
    number
  >;

export function fivePerThousandReports(
  movements: readonly Movement[],
  settings: Pick<BooksSettings, 'fivePerThousandPublishFromCents'>,
): FivePerThousandReport[] {
  const received = new Map<number, OtherIncome[]>();
  for (const movement of movements) {
    if (movement.kind !== 'entrata' || movement.line !== FIVE_PER_THOUSAND_LINE) continue;
    received.set(movement.fivePerThousandYear, [
      ...(received.get(movement.fivePerThousandYear) ?? []),
      movement,
    ]);
  }
  return [...received.entries()]
    .sort(([a], [b]) => b - a)
    .map(([referenceYear, amounts]) => {
      const receivedOn = amounts.map((income) => income.date).sort()[0] ?? '';
      const amountCents = amounts.reduce((sum, income) => sum + income.amountCents, 0);
      const expenses = movements
        .filter(
          (movement): movement is Expense =>
            movement.kind === 'uscita' && movement.fivePerThousandYear === referenceYear,
        )
        .sort((a, b) => a.date.localeCompare(b.date));
      const spentByCategory = zeroCategories();
      for (const expense of expenses) {
        if (expense.fivePerThousandCategory !== '')
          spentByCategory[expense.fivePerThousandCategory] += expense.amountCents;
      }
      const spentCents = expenses.reduce((sum, expense) => sum + expense.amountCents, 0);
      return {
        referenceYear,
        receivedOn,
        amountCents,
        deadline: addMonths(receivedOn, 12),
        spentByCategory,
        spentCents,
        unaccountedCents: amountCents - spentCents,
        expenses,
        mustPublish: amountCents >= settings.fivePerThousandPublishFromCents,
      };
    });
}

/** The reports the dashboard reminds of: not yet past their deadline, not wholly accounted for. */
export const fivePerThousandDue = (
  reports: readonly FivePerThousandReport[],
  today: string,
): FivePerThousandReport[] =>
  reports.filter((report) => report.deadline >= today && report.unaccountedCents > 0);

/** A contribution from a public body, as the law asks to publish it. */
export interface PublicContribution {
  readonly payer: string;
  readonly payerFiscalCode: string;
  readonly amountCents: number;
  /** The day it was received. */
  readonly date: string;
  readonly reason: string;
}

export interface PublicContributionsYear {
  readonly year: number;
  readonly contributions: readonly PublicContribution[];
  readonly totalCents: number;
  /** The year's total reaches the settings' figure: they must be published by 30 June. */
  readonly mustPublish: boolean;
}

/** Each year's contributions from public bodies (the 5x1000 is not one), newest year first. */
export function publicContributionsByYear(
  movements: readonly Movement[],
  settings: Pick<BooksSettings, 'publicContributionsPublishFromCents'>,
): PublicContributionsYear[] {
  const years = new Map<number, PublicContribution[]>();
  for (const movement of movements) {
    if (
      movement.kind !== 'entrata' ||
      !(publicContributionLines as readonly string[]).includes(movement.line)
    )
      continue;
    const year = yearOf(movement.date);
    years.set(year, [
      ...(years.get(year) ?? []),
      {
        payer: movement.payer,
        payerFiscalCode: movement.payerFiscalCode,
        amountCents: movement.amountCents,
        date: movement.date,
        reason: movement.reason,
      },
    ]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, contributions]) => {
      const totalCents = contributions.reduce((sum, item) => sum + item.amountCents, 0);
      return {
        year,
        contributions: [...contributions].sort((a, b) => a.date.localeCompare(b.date)),
        totalCents,
        mustPublish: totalCents >= settings.publicContributionsPublishFromCents,
      };
    });
}

/**
 * The dashboard's warning: from 1 June, when last year's public contributions reach the figure and
 * the transparency page does not show them yet (they are due there by 30 June).
 */
export function publicContributionsWarning(
  today: string,
  lastYear: PublicContributionsYear | undefined,
  shownOnPage: boolean,
): boolean {
  if (!lastYear || !lastYear.mustPublish || shownOnPage) return false;
  return today >= `${lastYear.year + 1}-06-01`;
}
