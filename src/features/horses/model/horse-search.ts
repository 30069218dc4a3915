import { wordsMatch } from '#src/lib/text/word-search';
import type { Horse } from './horse';

/** The staff list's search: words that begin the horse's name, document name or slug. */
export const horseNameMatches = (
  horse: Pick<Horse, 'name' | 'docname' | 'slug'>,
  search: string,
): boolean => wordsMatch([horse.name, horse.docname, horse.slug.replace(/-/g, ' ')], search);
