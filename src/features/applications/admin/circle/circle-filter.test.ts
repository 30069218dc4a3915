import { circleFilters, circleStatusFilter, horseFilterChoices } from './circle-filter';

const params = (query: string) => new URLSearchParams(query);
const circleFiltersFromParams = circleFilters.fromParams;
const circleFiltersToParams = circleFilters.toParams;
const horseFromParams = (query: URLSearchParams) => circleFiltersFromParams(query).horse;
const statusFromParams = (query: URLSearchParams) => circleFiltersFromParams(query).status;
const statusFromLabel = circleStatusFilter.fromLabel;
const statusFilterChoices = circleStatusFilter.choices;

describe('the horse filter of the circle list', () => {
  it('reads and writes the horse in the URL', () => {
    expect(horseFromParams(params('horse=Sugar+Smart+Spot'))).toBe('Sugar Smart Spot');
    expect(horseFromParams(params('horse=+'))).toBeUndefined();
    expect(horseFromParams(params(''))).toBeUndefined();
    expect(circleFiltersToParams({ horse: 'Ada' }).toString()).toBe('horse=Ada');
    expect(circleFiltersToParams({ horse: undefined }).toString()).toBe('');
    expect(circleFiltersToParams({ horse: '' }).toString()).toBe('');
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

describe('the status filter of the circle list', () => {
  it('reads the status from its label in the URL; "Da contattare" is the empty status', () => {
    expect(statusFromParams(params('status=Attivo'))).toBe('Attivo');
    expect(statusFromParams(params('status=Sospeso'))).toBe('Sospeso');
    expect(statusFromParams(params('status=Chiuso'))).toBe('Chiuso');
    expect(statusFromParams(params('status=Da+contattare'))).toBe('');
  });

  it('does not filter without a status, or with one it does not know', () => {
    expect(statusFromParams(params(''))).toBeUndefined();
    expect(statusFromParams(params('status='))).toBeUndefined();
    expect(statusFromParams(params('status=Tutti'))).toBeUndefined();
    expect(statusFromParams(params('status=attivo'))).toBeUndefined();
    expect(statusFromLabel(null)).toBeUndefined();
  });

  it('offers Tutti and the four statuses, valued by label so Tutti and Da contattare differ', () => {
    expect(statusFilterChoices).toEqual([
      { value: '', label: 'Tutti' },
      { value: 'Da contattare', label: 'Da contattare' },
      { value: 'Attivo', label: 'Attivo' },
      { value: 'Sospeso', label: 'Sospeso' },
      { value: 'Chiuso', label: 'Chiuso' },
    ]);
    expect(statusFilterChoices.map((choice) => statusFromLabel(choice.value))).toEqual([
      undefined,
      '',
      'Attivo',
      'Sospeso',
      'Chiuso',
    ]);
  });
});

describe('both filters in the URL', () => {
  it('reads the horse and the status together, each only when given', () => {
    expect(circleFiltersFromParams(params('horse=Ada&status=Attivo'))).toEqual({
      horse: 'Ada',
      status: 'Attivo',
    });
    expect(circleFiltersFromParams(params('status=Da+contattare'))).toEqual({ status: '' });
    expect(circleFiltersFromParams(params('horse=Tom'))).toEqual({ horse: 'Tom' });
    expect(circleFiltersFromParams(params(''))).toEqual({});
  });

  it('writes them back, the empty status as its label', () => {
    expect(circleFiltersToParams({ horse: 'Ada', status: 'Attivo' }).toString()).toBe(
      'horse=Ada&status=Attivo',
    );
    expect(circleFiltersToParams({ status: '' }).toString()).toBe('status=Da+contattare');
    expect(circleFiltersToParams({ horse: undefined, status: undefined }).toString()).toBe('');
    for (const query of ['horse=Ada&status=Chiuso', 'status=Da+contattare', 'horse=Tom', '']) {
      expect(circleFiltersToParams(circleFiltersFromParams(params(query))).toString()).toBe(query);
    }
  });
});
