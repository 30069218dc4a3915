import { foldText, wordsMatch } from '#src/lib/text/word-search';

import { referenceMatches, referenceOf } from '../model/application-reference';

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

/**
 * A list's search: the applicant's names as above, or the application's reference, typed with or
 * without its dash, in any case (an application stored without one has it derived from its id).
 */
export function applicationMatches(
  application: Named & { readonly slug: string; readonly reference?: string },
  search: string,
): boolean {
  return nameMatches(application, search) || referenceMatches(referenceOf(application), search);
}
