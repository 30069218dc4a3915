import { dictionary, lazyDictionary, textsFor } from './dictionary';

const italian = { title: 'Cavalli', count: (n: number) => `${n} cavalli` };
type Texts = typeof italian;
const english: Texts = { title: 'Horses', count: (n: number) => `${n} horses` };

describe('dictionary', () => {
  it('gives each language its own texts', () => {
    const texts = dictionary(italian, english);
    expect(textsFor(texts, 'it').title).toBe('Cavalli');
    expect(textsFor(texts, 'en').count(2)).toBe('2 horses');
  });

  it('fails the typecheck when an English text is missing or extra', () => {
    // @ts-expect-error an English text is missing: `count`
    const missing: Texts = { title: 'Horses' };
    // @ts-expect-error an English text the Italian does not have
    const extra: Texts = { ...english, subtitle: 'Rescued' };
    // @ts-expect-error joining two dictionaries of different shapes
    dictionary(italian, { title: 'Horses' });
    expect([missing, extra]).toHaveLength(2);
  });
});

describe('lazyDictionary', () => {
  it('downloads a language once and reads it after', async () => {
    const calls: string[] = [];
    const texts = lazyDictionary<Texts>({
      it: async () => (calls.push('it'), italian),
      en: async () => (calls.push('en'), english),
    });
    await texts.load('en');
    await texts.load('en');
    expect(texts.get('en').title).toBe('Horses');
    expect(calls).toEqual(['en']);
  });

  it('refuses a read before the route loaded the language', () => {
    const texts = lazyDictionary<Texts>({ it: async () => italian, en: async () => english });
    expect(() => texts.get('it')).toThrow('read before their route loaded them');
  });

  it('fails the typecheck when an English loader lacks a text', () => {
    lazyDictionary<Texts>({
      it: async () => italian,
      // @ts-expect-error an English text is missing: `count`
      en: async () => ({ title: 'Horses' }),
    });
    expect(true).toBe(true);
  });
});

describe('lazyDictionary with a language in the bundle', () => {
  it('reads the bundled language at once and loads only the other', async () => {
    const calls: string[] = [];
    const texts = lazyDictionary<Texts>({
      it: italian,
      en: async () => (calls.push('en'), english),
    });
    expect(texts.has('it')).toBe(true);
    expect(texts.get('it').title).toBe('Cavalli');
    expect(await texts.load('it')).toBe(italian);
    expect(texts.has('en')).toBe(false);
    await texts.load('en');
    expect(texts.has('en')).toBe(true);
    expect(calls).toEqual(['en']);
  });
});
