import { horseFilterChoices, horseFromParams, horseToParams } from './circle-filter';

describe('the horse filter of the circle list', () => {
  it('reads and writes the horse in the URL', () => {
    expect(horseFromParams(new URLSearchParams('horse=Sugar+Smart+Spot'))).toBe('Sugar Smart Spot');
    expect(horseFromParams(new URLSearchParams('horse=+'))).toBeUndefined();
    expect(horseFromParams(new URLSearchParams(''))).toBeUndefined();
    expect(horseToParams('Ada').toString()).toBe('horse=Ada');
    expect(horseToParams(undefined).toString()).toBe('');
  });

  it('offers Tutti and the names, keeping a name of the URL that is not among them', () => {
    expect(horseFilterChoices(['Ada', 'Tom'], 'Ada')).toEqual([
      { value: '', label: 'Tutti' },
      { value: 'Ada', label: 'Ada' },
      { value: 'Tom', label: 'Tom' },
    ]);
    expect(horseFilterChoices(['Ada'], 'Zorro').map((choice) => choice.value)).toEqual([
      '',
      'Ada',
      'Zorro',
    ]);
  });
});
