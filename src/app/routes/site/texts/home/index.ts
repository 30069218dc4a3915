import { lazyDictionary } from '#src/lib/text/dictionary';
import { it } from './it';

/** The home's texts: the Italian ones are in the first download, the English ones come with /en. */
export const homeTexts = lazyDictionary({
  it,
  en: async () => (await import('./en')).en,
});
