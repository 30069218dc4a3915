import { filterOptions, labelOf, searchKey } from './select-search';

const options = ['Emilia-Romagna', "Valle d'Aosta", 'Città del Vaticano', 'Lazio', 'Estero'].map(
  (label) => ({ value: label.toLowerCase(), label }),
);

describe('searchKey', () => {
  it('ignores case, accents and outer spaces', () => {
    expect(searchKey('  CITTÀ  ')).toBe('citta');
    expect(searchKey('Perché')).toBe('perche');
    expect(searchKey('e\u0301')).toBe('e'); // decomposed accent
  });
});

describe('filterOptions', () => {
  it('keeps the options whose label contains the query, case- and accent-insensitively', () => {
    expect(filterOptions(options, 'AOSTA').map((o) => o.label)).toEqual(["Valle d'Aosta"]);
    expect(filterOptions(options, 'citta').map((o) => o.label)).toEqual(['Città del Vaticano']);
    expect(filterOptions(options, 'CITTÀ').map((o) => o.label)).toEqual(['Città del Vaticano']);
    expect(filterOptions(options, 'e').map((o) => o.label)).toEqual([
      'Emilia-Romagna',
      "Valle d'Aosta",
      'Città del Vaticano',
      'Estero',
    ]);
  });

  it('gives every option for an empty query and none when nothing matches', () => {
    expect(filterOptions(options, '  ')).toBe(options);
    expect(filterOptions(options, 'xyz')).toEqual([]);
  });
});

describe('labelOf', () => {
  it('finds the label of a value', () => {
    expect(labelOf(options, 'lazio')).toBe('Lazio');
    expect(labelOf(options, 'nowhere')).toBe('');
  });
});
