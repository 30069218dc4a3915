import { referenceMatches, referenceOf } from '../model/application-reference';

export interface Named {
  readonly givenName: string;
  readonly familyName: string;
  readonly donorName?: string;
}

/** Lower case without accents, so "nicolo" finds "Nicolò" and "DE ANGELIS" finds "De Angelis". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Every word searched must begin a word of the names (given, family, or the donor a circle member
 * named), in any order: "ros mar" finds "Mario Rossi".
 */
export function nameMatches(person: Named, search: string): boolean {
  const words = foldText([person.givenName, person.familyName, person.donorName ?? ''].join(' '))
    .split(/[\s'’-]+/)
    .filter(Boolean);
  const wanted = foldText(search).split(' ').filter(Boolean);
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
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
