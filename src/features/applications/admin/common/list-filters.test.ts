import { evaluationLabels, evaluations, regions } from '#src/config/options';
import { filterParams, nameFromParams, optionFilter, regionFilter } from './list-filters';

const evaluation = optionFilter('valutazione', 'Valutazione', evaluations, evaluationLabels);

describe('a list filter on one field', () => {
  it('offers Tutti, then each value under its label', () => {
    expect(evaluation.choices).toEqual([
      { value: '', label: 'Tutti' },
      { value: 'Da valutare', label: 'Da valutare' },
      { value: 'Promosso', label: 'Promosso' },
      { value: 'Sospeso', label: 'Sospeso' },
      { value: 'Bocciato', label: 'Bocciato' },
    ]);
  });

  it('reads a label back to its value, the empty one included, and nothing else', () => {
    expect(evaluation.fromLabel('Da valutare')).toBe('');
    expect(evaluation.fromLabel('Promosso')).toBe('Promosso');
    expect(evaluation.fromLabel('')).toBeUndefined();
    expect(evaluation.fromLabel('Ottimo')).toBeUndefined();
    expect(evaluation.fromLabel(null)).toBeUndefined();
    expect(evaluation.labelOf(undefined)).toBe('');
    expect(evaluation.labelOf('')).toBe('Da valutare');
  });

  it('filters the regions by name: Tutti, the 20 regions and Estero', () => {
    expect(regionFilter.param).toBe('region');
    expect(regionFilter.choices.slice(1).map((c) => c.value)).toEqual([...regions]);
    expect(regionFilter.choices).toHaveLength(22);
    expect(regionFilter.fromLabel("Valle d'Aosta")).toBe("Valle d'Aosta");
    expect(regionFilter.fromLabel('Atlantide')).toBeUndefined();
  });
});

describe('the address of a filtered list', () => {
  it('holds only the filters set, trimmed', () => {
    expect(
      filterParams([
        ['region', ''],
        ['valutazione', 'Da valutare'],
        ['nome', ' rossi '],
      ]).toString(),
    ).toBe('valutazione=Da+valutare&nome=rossi');
  });

  it('reads a name searched, ignoring an empty one', () => {
    expect(nameFromParams(new URLSearchParams('nome=+Mario+'))).toBe('Mario');
    expect(nameFromParams(new URLSearchParams('nome=+'))).toBeUndefined();
    expect(nameFromParams(new URLSearchParams(''))).toBeUndefined();
  });
});
