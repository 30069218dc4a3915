import { missingWithParts, refuseWithParts, type SavePart, type SaveParts } from './save-parts';

const part = (key: string, invalid: readonly string[], valid = invalid.length === 0) => ({
  key,
  dirty: true,
  invalid,
  save: vi.fn(),
  check: vi.fn(() => valid),
  goToFirst: vi.fn(),
});

const partsOf = (...parts: SavePart[]): SaveParts => ({
  parts,
  dirty: true,
  registry: { set: () => {}, actions: new Map() },
});

const pageForm = (valid: boolean) => ({ check: vi.fn(() => valid), refuse: vi.fn(() => !valid) });

describe('refuseWithParts', () => {
  it('lets a page with nothing wrong save', () => {
    const form = pageForm(true);
    const intervals = part('intervals', []);
    expect(refuseWithParts(form, partsOf(intervals))).toBe(false);
    expect(intervals.check).toHaveBeenCalled();
    expect(intervals.goToFirst).not.toHaveBeenCalled();
    expect(refuseWithParts(pageForm(true), undefined)).toBe(false);
  });

  it('shows every error and focuses the page’s own first field before a part’s', () => {
    const form = pageForm(false);
    const intervals = part('intervals', ['Ogni (Maniscalco)']);
    expect(refuseWithParts(form, partsOf(intervals))).toBe(true);
    expect(intervals.check).toHaveBeenCalled();
    expect(form.refuse).toHaveBeenCalled();
    expect(intervals.goToFirst).not.toHaveBeenCalled();
  });

  it('focuses the first wrong part when the page’s own fields are right', () => {
    const form = pageForm(true);
    const fine = part('fine', []);
    const intervals = part('intervals', ['Ogni (Maniscalco)']);
    expect(refuseWithParts(form, partsOf(fine, intervals))).toBe(true);
    expect(form.refuse).not.toHaveBeenCalled();
    expect(fine.goToFirst).not.toHaveBeenCalled();
    expect(intervals.goToFirst).toHaveBeenCalledTimes(1);
  });
});

describe('missingWithParts', () => {
  const goTo = () => {};

  it('names nothing before the page’s first save attempt', () => {
    const form = { attempted: false, invalid: ['name'], missing: undefined };
    expect(missingWithParts(form, partsOf(part('intervals', ['Ogni'])))).toBeUndefined();
  });

  it('names the page’s first field, counting the parts’ too', () => {
    const form = { attempted: true, invalid: ['name'], missing: { count: 1, label: 'Nome', goTo } };
    expect(missingWithParts(form, partsOf(part('intervals', ['Ogni', 'Unità'])))).toEqual({
      count: 3,
      label: 'Nome',
      goTo,
    });
  });

  it('names a part’s first field when the page’s are right, and nothing when all are', () => {
    const form = { attempted: true, invalid: [], missing: undefined };
    const intervals = part('intervals', ['Ogni (Dentista)']);
    expect(missingWithParts(form, partsOf(part('fine', []), intervals))).toEqual({
      count: 1,
      label: 'Ogni (Dentista)',
      goTo: intervals.goToFirst,
    });
    expect(missingWithParts(form, partsOf(part('fine', [])))).toBeUndefined();
    expect(missingWithParts(form, undefined)).toBeUndefined();
  });
});
