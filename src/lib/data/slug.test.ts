import { shuffled } from './shuffle';
import { checkSlug } from './slug';

describe('checkSlug', () => {
  it.each(['ada', 'sugar-smart-spot', 'curry-king', 'rio2', ' tom '])('accepts %j', (slug) => {
    expect(checkSlug(slug)).toEqual({ success: true, data: slug.trim() });
  });

  it.each([
    '',
    '  ',
    'Ada',
    'stella alpina',
    'stella_alpina',
    'perché',
    'a--b',
    '-a',
    'a-',
    'x'.repeat(81),
  ])('refuses %j with a message', (slug) => {
    const result = checkSlug(slug);
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe('invalid-slug');
    expect(result.error?.message.length).toBeGreaterThan(10);
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const output = shuffled(input, () => 0.5);
    expect([...output].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it('depends on the random source', () => {
    expect(shuffled([1, 2, 3, 4], () => 0)).not.toEqual(shuffled([1, 2, 3, 4], () => 0.99));
  });
});
