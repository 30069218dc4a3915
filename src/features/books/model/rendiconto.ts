import { managementSections, modelDLines, modelDSections, type ModelDSection } from './model-d';
import {
  accountEffects,
  moneyAccounts,
  yearOf,
  zeroAccounts,
  type BooksYear,
  type MoneyAccount,
  type Movement,
} from './movement';

// The rendiconto per cassa of a year (model D), computed from the year's movements: pure, no
// Firebase, no React. The screen, the PDF, the CSV and the transparency page all read this one
// result. Every sum is integer cents.

/**
 * The volunteers' hours of the year, from the barn rota (decision 89): the books take them as an
 * input, by activity (`figurativeFromRota` in the books' api is the one place that reads them).
 */
export interface VolunteerHours {
  /** Hours given to activities of general interest (the horses' care). */
  readonly generalInterest: number;
  /** Hours given to other activities (art. 6), usually 0. */
  readonly otherActivities: number;
}

/** What the optional figurative section is computed from. */
export interface FigurativeInput {
  readonly volunteerHours: VolunteerHours;
  /** One hour's value in cents: the rota's setting (`rotaSettings/current.hourlyValueCents`). */
  readonly hourValueCents: number;
}

export interface SectionTotals {
  readonly costs: number;
  readonly income: number;
  /** Income minus costs (avanzo, or disavanzo when negative). */
  readonly result: number;
}

export interface AccountTotals {
  readonly opening: number;
  /** Everything that came in, transfers from the other accounts included. */
  readonly inflows: number;
  /** Everything that went out, transfers to the other accounts included. */
  readonly outflows: number;
  readonly closing: number;
}

export interface FigurativeTotals {
  readonly costs: { readonly generalInterest: number; readonly otherActivities: number };
  readonly income: { readonly generalInterest: number; readonly otherActivities: number };
}

export interface Rendiconto {
  readonly year: number;
  /** Every line of model D, by id (0 where nothing moved). */
  readonly lines: Readonly<Record<string, number>>;
  readonly sections: Readonly<Record<ModelDSection, SectionTotals>>;
  /** Sections A-E: "Totale uscite/entrate della gestione", and the result before taxes. */
  readonly management: SectionTotals;
  readonly taxes: number;
  /** The management's result after taxes, before investments and financing. */
  readonly afterTaxes: number;
  /** The overall result: after taxes, plus the investments' section. */
  readonly overall: number;
  readonly accounts: Readonly<Record<MoneyAccount, AccountTotals>>;
  /** Year end: cash (`cassa`) and bank deposits (bank, PayPal, Stripe). */
  readonly cash: { readonly cash: number; readonly deposits: number };
  readonly figurative: FigurativeTotals | null;
  /** Movements of the year whose line model D does not have (they are in no line's sum). */
  readonly untagged: readonly string[];
  readonly movementCount: number;
}

const totals = (costs: number, income: number): SectionTotals => ({
  costs,
  income,
  result: income - costs,
});

/** A year's volunteer hours, valued: the same amount as figurative costs and income. */
export function figurativeTotals(input: FigurativeInput): FigurativeTotals {
  const value = (hours: number) => Math.round(Math.max(0, hours) * input.hourValueCents);
  const amounts = {
    generalInterest: value(input.volunteerHours.generalInterest),
    otherActivities: value(input.volunteerHours.otherActivities),
  };
  return { costs: amounts, income: amounts };
}

export function computeRendiconto(
  year: number,
  movements: readonly Movement[],
  books: Pick<BooksYear, 'openingCents'>,
  figurative: FigurativeInput | null = null,
): Rendiconto {
  const lines: Record<string, number> = {};
  for (const entry of modelDLines) lines[entry.id] = 0;
  const flows = { in: zeroAccounts(), out: zeroAccounts() };
  const untagged: string[] = [];
  let movementCount = 0;

  for (const movement of movements) {
    if (yearOf(movement.date) !== year) continue;
    movementCount += 1;
    for (const [account, change] of accountEffects(movement)) {
      if (change >= 0) flows.in[account] += change;
      else flows.out[account] -= change;
    }
    if (movement.kind === 'giroconto') continue;
    const line = lines[movement.line];
    if (line === undefined) untagged.push(movement.id);
    else lines[movement.line] = line + movement.amountCents;
  }

  const costs = { A: 0, B: 0, C: 0, D: 0, E: 0, I: 0, IMP: 0 };
  const income = { ...costs };
  for (const entry of modelDLines) {
    const target = entry.side === 'U' ? costs : income;
    target[entry.section] += lines[entry.id] ?? 0;
  }
  const sections = Object.fromEntries(
    modelDSections.map((section) => [section, totals(costs[section], income[section])]),
  ) as Record<ModelDSection, SectionTotals>;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const management = totals(
    sum(managementSections.map((section) => costs[section])),
    sum(managementSections.map((section) => income[section])),
  );
  const afterTaxes = management.result - costs.IMP;

  const accounts = Object.fromEntries(
    moneyAccounts.map((account) => {
      const opening = books.openingCents[account];
      const inflows = flows.in[account];
      const outflows = flows.out[account];
      return [account, { opening, inflows, outflows, closing: opening + inflows - outflows }];
    }),
  ) as Record<MoneyAccount, AccountTotals>;

  return {
    year,
    lines,
    sections,
    management,
    taxes: costs.IMP,
    afterTaxes,
    overall: afterTaxes + sections.I.result,
    accounts,
    cash: {
      cash: accounts.cassa.closing,
      deposits: accounts.banca.closing + accounts.paypal.closing + accounts.stripe.closing,
    },
    figurative: figurative ? figurativeTotals(figurative) : null,
    untagged,
    movementCount,
  };
}

/** Each account's balance at the end of a day (`YYYY-MM-DD`), from its year's opening. */
export function balancesAt(
  date: string,
  movements: readonly Movement[],
  books: Pick<BooksYear, 'openingCents'>,
): Record<MoneyAccount, number> {
  const balances = { ...books.openingCents };
  const year = yearOf(date);
  for (const movement of movements) {
    if (yearOf(movement.date) !== year || movement.date > date) continue;
    for (const [account, change] of accountEffects(movement)) balances[account] += change;
  }
  return balances;
}

/** The next year's openings: this year's closings. */
export function closingBalances(rendiconto: Rendiconto): Record<MoneyAccount, number> {
  return Object.fromEntries(
    moneyAccounts.map((account) => [account, rendiconto.accounts[account].closing]),
  ) as Record<MoneyAccount, number>;
}
