import {
  cardSpan,
  galleryRows,
  maxGalleryRows,
  resolveColumns,
  visibleSlots,
} from './gallery-layout';

describe('galleryRows', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 1],
    [4, 4, 1],
    [5, 4, 2],
    [7, 3, 3],
    [24, 2, 12],
    [25, 2, 12],
    [30, 2, 12],
    [1000, 6, 12],
  ])('%i items in %i columns fill %i rows', (items, columns, rows) => {
    expect(galleryRows(items, columns)).toBe(rows);
  });

  it('uses the given row count, even beyond the items', () => {
    expect(galleryRows(30, 4, 1)).toBe(1);
    expect(galleryRows(2, 4, 3)).toBe(3);
    expect(galleryRows(0, 4, 0)).toBe(0);
  });

  it(`caps a given row count at ${maxGalleryRows}`, () => {
    expect(maxGalleryRows).toBe(12);
    expect(galleryRows(500, 2, 40)).toBe(12);
  });

  it('never returns a negative or fractional row count', () => {
    expect(galleryRows(5, 4, -1)).toBe(0);
    expect(galleryRows(5, 4, 2.7)).toBe(2);
  });
});

describe('visibleSlots', () => {
  const items = Array.from({ length: 30 }, (_, index) => index);

  it('keeps at most rows x columns items, in order', () => {
    expect(visibleSlots(items, 2)).toEqual(items.slice(0, 24));
    expect(visibleSlots(items, 4, 1)).toEqual([0, 1, 2, 3]);
    expect(visibleSlots(items.slice(0, 5), 4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('counts empty slots as slots', () => {
    expect(visibleSlots([null, 1, undefined, 3, 4], 2, 2)).toEqual([null, 1, undefined, 3]);
  });
});

describe('cardSpan', () => {
  it.each([
    [1, 12],
    [2, 6],
    [3, 4],
    [4, 3],
    [6, 2],
    [8, 1.5],
    [12, 1],
  ])('a card of a %i-column grid takes %d twelfths', (columns, span) => {
    expect(cardSpan(columns)).toBe(span);
  });
});

describe('resolveColumns', () => {
  const strip = { small: 4, medium: 8, large: 12 };

  it('takes a fixed count as it is', () => {
    expect(resolveColumns(3, 'small')).toBe(3);
  });

  it('picks the count of the layout size', () => {
    expect(resolveColumns(strip, 'small')).toBe(4);
    expect(resolveColumns(strip, 'medium')).toBe(8);
    expect(resolveColumns(strip, 'large')).toBe(12);
  });

  it.each([0, -2, 1.5, Number.NaN])('refuses %d columns', (columns) => {
    expect(() => resolveColumns(columns, 'large')).toThrow(RangeError);
  });
});
