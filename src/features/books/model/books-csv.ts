import type { CsvColumn } from '#src/lib/csv/csv';
import {
  managementSections,
  modelDCashTitles,
  modelDFigurativeTitles,
  modelDLineName,
  modelDLines,
  modelDResultTitles,
  modelDSectionTitles,
  type ModelDSection,
} from './model-d';
import type { Movement } from './movement';
import type { Rendiconto } from './rendiconto';

// The rendiconto and the cash book as CSV for the accountant (decision 27's writer: Italian Excel),
// amounts in euro as numbers, in model D's order.

export interface RendicontoRow {
  /** A line's id (`U-A1`), '' for a heading, a total or a result. */
  readonly code: string;
  readonly label: string;
  /** Euro; null for a heading. */
  readonly euro: number | null;
}

const euro = (cents: number) => cents / 100;

function sectionRows(rendiconto: Rendiconto, section: ModelDSection): RendicontoRow[] {
  const rows: RendicontoRow[] = [];
  for (const side of ['U', 'E'] as const) {
    const lines = modelDLines.filter((line) => line.section === section && line.side === side);
    if (lines.length === 0) continue;
    const totals = rendiconto.sections[section];
    if (section !== 'IMP')
      rows.push({ code: '', label: modelDSectionTitles[section][side], euro: null });
    for (const line of lines)
      rows.push({
        code: line.id,
        label: modelDLineName(line),
        euro: euro(rendiconto.lines[line.id] ?? 0),
      });
    if (section !== 'IMP')
      rows.push({
        code: '',
        label: side === 'U' ? 'Totale uscite' : 'Totale entrate',
        euro: euro(side === 'U' ? totals.costs : totals.income),
      });
  }
  return rows;
}

/** Every line of model D with its amount, the totals and results where the model puts them. */
export function rendicontoRows(rendiconto: Rendiconto): RendicontoRow[] {
  const result = (label: string, cents: number): RendicontoRow => ({
    code: '',
    label,
    euro: euro(cents),
  });
  const rows: RendicontoRow[] = [];
  for (const section of managementSections) {
    rows.push(...sectionRows(rendiconto, section));
    rows.push(result(modelDResultTitles[section], rendiconto.sections[section].result));
  }
  rows.push(
    result('Totale uscite della gestione', rendiconto.management.costs),
    result('Totale entrate della gestione', rendiconto.management.income),
    result(modelDResultTitles.management, rendiconto.management.result),
    ...sectionRows(rendiconto, 'IMP'),
    result(modelDResultTitles.afterTaxes, rendiconto.afterTaxes),
    ...sectionRows(rendiconto, 'I'),
    result(modelDResultTitles.I, rendiconto.sections.I.result),
    result(modelDResultTitles.overall, rendiconto.overall),
    { code: '', label: modelDCashTitles.heading, euro: null },
    result(modelDCashTitles.cash, rendiconto.cash.cash),
    result(modelDCashTitles.deposits, rendiconto.cash.deposits),
  );
  const figurative = rendiconto.figurative;
  if (figurative) {
    const titles = modelDFigurativeTitles;
    rows.push(
      { code: '', label: titles.heading, euro: null },
      result(`${titles.costs} ${titles.generalInterest}`, figurative.costs.generalInterest),
      result(`${titles.costs} ${titles.otherActivities}`, figurative.costs.otherActivities),
      result(`${titles.income} ${titles.generalInterest}`, figurative.income.generalInterest),
      result(`${titles.income} ${titles.otherActivities}`, figurative.income.otherActivities),
    );
  }
  return rows;
}

export const rendicontoCsvColumns: readonly CsvColumn<RendicontoRow>[] = [
  { header: 'Voce', value: (row) => row.code },
  { header: 'Descrizione', value: (row) => row.label },
  { header: 'Importo (€)', value: (row) => row.euro },
];

const kindWords = {
  uscita: 'Uscita',
  entrata: 'Entrata',
  giroconto: 'Giroconto',
  donazione: 'Donazione',
};

/** The cash book, one movement a row, for the accountant. */
export const movementCsvColumns: readonly CsvColumn<Movement>[] = [
  { header: 'Data', value: (movement) => movement.date },
  { header: 'Tipo', value: (movement) => kindWords[movement.kind] },
  { header: 'Conto', value: (movement) => movement.account },
  {
    header: 'Verso il conto',
    value: (movement) => (movement.kind === 'giroconto' ? movement.toAccount : ''),
  },
  {
    header: 'Voce (modello D)',
    value: (movement) => (movement.kind === 'giroconto' ? '' : movement.line),
  },
  {
    header: 'Fornitore o ente',
    value: (movement) =>
      movement.kind === 'uscita'
        ? movement.supplier
        : movement.kind === 'entrata'
          ? movement.payer
          : '',
  },
  { header: 'Descrizione', value: (movement) => movement.description },
  {
    header: 'Importo (€)',
    value: (movement) =>
      euro(movement.kind === 'uscita' ? -movement.amountCents : movement.amountCents),
  },
];
