// Issue 42's budget: a year's 300 statements made in <= 20 s (decision 92). The PDF of every
// statement of a year in one file, as the statements' screen's "Scarica tutti i riepiloghi" makes
// it, from a made-up year of 300 supporters with 12 gifts each by every method (3,600 ledger
// lines: the cash ones are left out of the statements). Measured in Node, jsPDF as the browser
// runs it; the screen's reads are the ledger's year and its supporters, 30 ids a query.
// `npx tsx scripts/bench/statements.ts` runs this measure alone.
import { performance } from 'node:perf_hooks';
import { sampleYear } from '#src/features/money/receipts/model/receipt-sample.ts';
import { yearStatementInputs } from '#src/features/money/receipts/model/statement.ts';
import { statementsPdf } from '#src/features/money/receipts/print/receipt-pdf.ts';

export interface StatementsMeasure {
  readonly statements: number;
  readonly lines: number;
  readonly pages: number;
  readonly bytes: number;
  readonly ms: number;
}

export function measureYearStatements(supporters = 300, perSupporter = 12): StatementsMeasure {
  const year = 2026;
  const sample = sampleYear(year, supporters, perSupporter);
  const started = performance.now();
  const inputs = yearStatementInputs(
    sample.donations,
    new Map(sample.supporters.map((supporter) => [supporter.id, supporter])),
    year,
    new Date(),
  );
  const pdf = statementsPdf(inputs);
  const ms = Math.round(performance.now() - started);
  const pages = (new TextDecoder('latin1').decode(pdf).match(/\/Type \/Page\b/g) ?? []).length;
  return {
    statements: inputs.length,
    lines: inputs.reduce((sum, input) => sum + input.statement.lines.length, 0),
    pages,
    bytes: pdf.byteLength,
    ms,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const measure = measureYearStatements();
  console.log(
    `${measure.statements} statements (${measure.lines} lines, ${measure.pages} pages, ` +
      `${Math.round(measure.bytes / 1024)} kB) made in ${measure.ms} ms (budget: 20,000 ms)`,
  );
}
