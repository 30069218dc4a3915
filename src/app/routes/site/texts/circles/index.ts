import { lazyDictionary } from '#src/lib/text/dictionary';
import type { CirclesTexts } from './it';

/** The page's texts: each address downloads its own language only (decision 79). */
export const circlesTexts = lazyDictionary<CirclesTexts>({
  it: async () => (await import('./it')).it,
  en: async () => (await import('./en')).en,
});
