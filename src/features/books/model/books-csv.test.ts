import { toCsv } from '#src/lib/csv/csv';
import { classifyExcelCell, splitItalianCsv } from '#src/lib/csv/italian-excel';
import { modelDLines } from './model-d';
import { movementCsvColumns, rendicontoCsvColumns, rendicontoRows } from './books-csv';
import { computeRendiconto } from './rendiconto';
import { fixtureBooks, fixtureMovements, fixtureYear } from './rendiconto-fixture';

const tagged = fixtureMovements.filter((movement) => movement.id !== 'odd');
const rendiconto = computeRendiconto(fixtureYear, tagged, fixtureBooks);

describe("the rendiconto's CSV for the accountant", () => {
  const table = splitItalianCsv(toCsv(rendicontoCsvColumns, rendicontoRows(rendiconto)));

  it('has every line of model D once, with its amount in euro as a number', () => {
    expect(table[0]).toEqual(['Voce', 'Descrizione', 'Importo (€)']);
    const codes = table.slice(1).flatMap(([code]) => (code ? [code] : []));
    expect(codes).toEqual(expect.arrayContaining(modelDLines.map((line) => line.id)));
    expect(codes).toHaveLength(modelDLines.length);
    const vet = table.find(([code]) => code === 'U-A2');
    expect(vet?.[1]).toBe('A.2 Servizi');
    expect(classifyExcelCell(vet?.[2] ?? '')).toEqual({
      kind: 'number',
      raw: '450,5',
      value: 450.5,
    });
  });

  it('gives the totals and results where model D puts them, and cash and bank at year end', () => {
    const amountOf = (label: string) => table.find(([, text]) => text === label)?.[2];
    expect(amountOf('Avanzo/disavanzo attività di interesse generale (+/-)')).toBe('2549,5');
    expect(amountOf('Avanzo/disavanzo complessivo (+/-)')).toBe('2106');
    expect(amountOf('Cassa')).toBe('219,5');
    expect(amountOf('Depositi bancari e postali')).toBe('12411,5');
  });
});

describe("the cash book's CSV", () => {
  it('lists each movement, costs negative, with its line and its supplier or payer', () => {
    const table = splitItalianCsv(toCsv(movementCsvColumns, fixtureMovements.slice(0, 2)));
    expect(table).toEqual([
      [
        'Data',
        'Tipo',
        'Conto',
        'Verso il conto',
        'Voce (modello D)',
        'Fornitore o ente',
        'Descrizione',
        'Importo (€)',
      ],
      ['2025-02-10', 'Uscita', 'banca', '', 'U-A1', 'Fornitore', '', '-1200'],
      ['2025-03-05', 'Uscita', 'cassa', '', 'U-A2', 'Fornitore', '', '-450,5'],
    ]);
  });
});
