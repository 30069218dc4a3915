import { foldText, wordsMatch } from '#src/lib/text/word-search';

export { foldText };

export interface Named {
  readonly givenName: string;
  readonly familyName: string;
  readonly donorName?: string;
}

/**
 * Every word searched must begin a word of the names (given, family, or the donor a circle member
 * named), in any order: "ros mar" finds "Mario Rossi".
 */
export function nameMatches(person: Named, search: string): boolean {
  return wordsMatch([person.givenName, person.familyName, person.donorName ?? ''], search);
}
