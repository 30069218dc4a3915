import type { Dictionary } from '#src/lib/text/dictionary';
import { useSiteLanguage } from './use-site-language';

/** The texts of the address's language: the one way a component reads a bilingual text. */
export function useTexts<T>(texts: Dictionary<T>): T {
  return texts.get(useSiteLanguage());
}
