/** Lower case without accents, so "nicolo" finds "Nicolò" and "DE ANGELIS" finds "De Angelis". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Every word searched must begin a word of the texts, in any order: "ros mar" finds "Mario Rossi",
 * "blu pio" finds "Blu (Blustar dei Pioppi)". The staff lists' one way to search by name.
 */
export function wordsMatch(texts: readonly string[], search: string): boolean {
  const words = foldText(texts.join(' '))
    .split(/[\s'’()-]+/)
    .filter(Boolean);
  const wanted = foldText(search).split(' ').filter(Boolean);
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
}
