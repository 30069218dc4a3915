import { autoId, isAutoId, randomId } from './auto-id';

describe('autoId', () => {
  it('draws 20 letters and digits, the shape the rules accept', () => {
    for (let i = 0; i < 200; i += 1) expect(isAutoId(autoId())).toBe(true);
  });

  it('draws a different id each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, autoId));
    expect(ids.size).toBe(1000);
  });

  it('uses the whole alphabet and nothing else', () => {
    const seen = new Set(Array.from({ length: 200 }, autoId).join(''));
    expect(seen.size).toBe(62);
  });

  it('draws other alphabets and lengths', () => {
    expect(randomId(12, 'abc')).toMatch(/^[abc]{12}$/);
  });
});

describe('isAutoId', () => {
  it.each(['maria-rossi', 'AbCdEfGhIj012345678', 'AbCdEfGhIj01234567890', 'AbCdEfGhIj_123456789'])(
    'refuses %s',
    (id) => {
      expect(isAutoId(id)).toBe(false);
    },
  );
});
