import type { AssociationConfig } from '#src/config/association';
import type { Donation, Supporter } from '../../model/money-record';

// A supporter's yearly statement (docs/decisions/0092-receipts-and-yearly-statements.md): every
// traceable ledger line of theirs dated that year, by date, gifts and the refunds or corrections of
// them alike, so its total is the money that truly moved, as the ledger's. Cash and goods in kind
// are left out: they give no art. 83 benefit (the receipt of a cash gift says so).

export interface Statement {
  readonly supporterId: string;
  readonly year: number;
  readonly lines: readonly Donation[];
  readonly totalCents: number;
}

const inYear = (donation: Donation, year: number) => donation.date.startsWith(`${year}-`);

/** Whether a ledger line belongs on its supporter's statement of `year`. */
export const onStatement = (donation: Donation, year: number): boolean =>
  donation.supporterId !== '' &&
  donation.traceable &&
  donation.method !== '' &&
  donation.purpose !== 'natura' &&
  inYear(donation, year);

const byDate = (a: Donation, b: Donation) =>
  a.date.localeCompare(b.date) || a.recordedAt.getTime() - b.recordedAt.getTime();

/** One supporter's statement of `year`, from any ledger lines (others are left out). */
export function statementOf(
  donations: readonly Donation[],
  supporterId: string,
  year: number,
): Statement {
  const lines = donations
    .filter((donation) => donation.supporterId === supporterId && onStatement(donation, year))
    .sort(byDate);
  return {
    supporterId,
    year,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  };
}

/** Every supporter's statement of `year` with at least one line, by supporter id. */
export function statementsOfYear(donations: readonly Donation[], year: number): Statement[] {
  const supporters = new Set(
    donations.filter((donation) => onStatement(donation, year)).map((d) => d.supporterId),
  );
  return [...supporters].sort().map((id) => statementOf(donations, id, year));
}

/** The statement's PDF file name. */
export const statementFileName = (year: number, name: string): string =>
  `riepilogo-donazioni-${year}-${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;

/** What a statement's PDF prints: the statement, its supporter, the day it is made. */
export interface StatementPdfInput {
  readonly statement: Statement;
  readonly supporter: Supporter;
  readonly madeAt: Date;
  readonly config?: AssociationConfig;
}

/** A company by its name, a person by family name, then given name. */
const sortName = (supporter: Supporter): string =>
  `${supporter.familyName} ${supporter.givenName}`.trim();

/** Every statement of a year from the year's ledger and its supporters, by supporter's name. */
export function yearStatementInputs(
  donations: readonly Donation[],
  supporters: ReadonlyMap<string, Supporter>,
  year: number,
  madeAt: Date,
): StatementPdfInput[] {
  return [...supporters.values()]
    .map((supporter) => ({
      statement: statementOf(donations, supporter.id, year),
      supporter,
      madeAt,
    }))
    .filter((input) => input.statement.lines.length > 0)
    .sort((a, b) => sortName(a.supporter).localeCompare(sortName(b.supporter), 'it'));
}
