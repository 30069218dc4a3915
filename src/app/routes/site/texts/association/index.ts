import { lazyDictionary } from '#src/lib/text/dictionary';
import type { AssociationTexts } from './it';

/** The page's texts: each address downloads its own language only (decision 79). */
export const associationTexts = lazyDictionary<AssociationTexts>({
  it: async () => (await import('./it')).it,
  en: async () => (await import('./en')).en,
});
