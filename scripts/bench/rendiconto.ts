// Issue 43's budget: a year of 10,000 movements summed into the rendiconto per cassa in <= 2 s
// (docs/decisions/0093-the-books.md). Pure: no browser and no emulator, so it also runs alone:
// `npx tsx scripts/bench/rendiconto.ts`.
import { modelDLinesOf } from '#src/features/books/model/model-d.ts';
import { moneyAccounts, type Movement } from '#src/features/books/model/movement.ts';
import { computeRendiconto } from '#src/features/books/model/rendiconto.ts';

export const RENDICONTO_MOVEMENTS = 10_000;

/** A year of movements on every line and account: expenses, income, gifts and transfers. */
export function benchMovements(year: number, count = RENDICONTO_MOVEMENTS): Movement[] {
  const costs = modelDLinesOf('U');
  const income = modelDLinesOf('E');
  const at = new Date(`${year}-12-31T12:00:00Z`);
  return Array.from({ length: count }, (_, i): Movement => {
    const date = `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const account = moneyAccounts[i % moneyAccounts.length] ?? 'banca';
    const base = { id: `m${i}`, date, amountCents: 1_000 + (i % 997) * 7, account };
    const staff = { description: 'Movimento', recordedAt: at, recordedBy: 'bench' };
    switch (i % 4) {
      case 0:
        return {
          ...base,
          ...staff,
          kind: 'uscita',
          line: costs[i % costs.length]?.id ?? 'U-A1',
          supplier: 'Fornitore',
          horseSlug: '',
          eventSlug: '',
          fivePerThousandYear: 0,
          fivePerThousandCategory: '',
          attachmentPath: '',
        };
      case 1:
        return {
          ...base,
          ...staff,
          kind: 'entrata',
          line: income[i % income.length]?.id ?? 'E-A10',
          payer: 'Ente',
          payerFiscalCode: '',
          reason: '',
          fivePerThousandYear: 0,
        };
      case 2:
        return {
          ...base,
          ...staff,
          kind: 'giroconto',
          toAccount: account === 'banca' ? 'cassa' : 'banca',
        };
      default:
        return { ...base, kind: 'donazione', line: 'E-A4', description: 'Donazione' };
    }
  });
}

/** Milliseconds to sum the year (the best of three, after one warm-up). */
export function measureRendiconto(count = RENDICONTO_MOVEMENTS): number {
  const movements = benchMovements(2026, count);
  const books = { openingCents: { cassa: 0, banca: 0, paypal: 0, stripe: 0 } };
  computeRendiconto(2026, movements, books);
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    const result = computeRendiconto(2026, movements, books);
    best = Math.min(best, performance.now() - start);
    if (result.movementCount !== count) throw new Error('The bench year lost movements');
  }
  return Math.round(best * 10) / 10;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Rendiconto of ${RENDICONTO_MOVEMENTS} movements: ${measureRendiconto()} ms`);
}
