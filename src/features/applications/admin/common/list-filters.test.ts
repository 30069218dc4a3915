import { evaluationLabels, evaluations, regions } from '#src/config/options';
import { adoptionFilters } from '../adoption/adoption-filters';
import { cessionFilters } from '../cession/cession-filters';
import { optionFilter, regionFilter } from './list-filters';

const evaluation = optionFilter('valutazione', 'Valutazione', evaluations, evaluationLabels);
const params = (query: string) => new URLSearchParams(query);

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

describe('the address of a filtered adoption list', () => {
  it('holds only the filters set, trimmed, the empty evaluation as its label', () => {
    expect(adoptionFilters.toParams({ evaluation: '', name: ' rossi ' }).toString()).toBe(
      'valutazione=Da+valutare&nome=rossi',
    );
    expect(
      adoptionFilters
        .toParams({ region: 'Lombardia', evaluation: 'Promosso', name: '  ' })
        .toString(),
    ).toBe('region=Lombardia&valutazione=Promosso');
    expect(adoptionFilters.toParams({}).toString()).toBe('');
  });

  it('reads a name searched, ignoring an empty one', () => {
    expect(adoptionFilters.fromParams(params('nome=+Mario+'))).toEqual({ name: 'Mario' });
    expect(adoptionFilters.fromParams(params('nome=+'))).toEqual({});
    expect(adoptionFilters.fromParams(params(''))).toEqual({});
  });

  it('ignores a region or an evaluation it does not know', () => {
    expect(
      adoptionFilters.fromParams(params('region=Atlantide&valutazione=Ottimo&nome=Rossi')),
    ).toEqual({ name: 'Rossi' });
    expect(adoptionFilters.fromParams(params('valutazione=&region=lombardia'))).toEqual({});
  });

  it('reads back every address it writes', () => {
    for (const query of [
      'region=Lombardia&valutazione=Da+valutare&nome=Rossi',
      'valutazione=Bocciato',
      'region=Valle+d%27Aosta',
      '',
    ]) {
      expect(adoptionFilters.toParams(adoptionFilters.fromParams(params(query))).toString()).toBe(
        query,
      );
    }
  });
});

describe('the address of a filtered cession list', () => {
  it('holds the status by its label, the priority and the name', () => {
    expect(
      cessionFilters
        .toParams({ region: 'Estero', status: '', priority: 'Immediata', name: 'Paolo' })
        .toString(),
    ).toBe('region=Estero&status=Da+prendere+in+carico&priorita=Immediata&nome=Paolo');
  });

  it('ignores what it does not know and reads back what it writes', () => {
    expect(cessionFilters.fromParams(params('status=Chiusa&priorita=Urgentissima'))).toEqual({});
    for (const query of ['status=Da+prendere+in+carico', 'priorita=Immediata&nome=Bianchi', '']) {
      expect(cessionFilters.toParams(cessionFilters.fromParams(params(query))).toString()).toBe(
        query,
      );
    }
  });
});
