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
