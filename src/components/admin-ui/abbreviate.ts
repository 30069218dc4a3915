export const ABBREVIATION_LENGTH = 30;

const ELLIPSIS = '…';

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('it', { granularity: 'grapheme' })
    : undefined;

/** As a person counts them: an emoji or an accented letter is one, never split. */
function characters(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return Array.from(text); // code points: at least a surrogate pair stays whole
}

export function abbreviate(text: string, max = ABBREVIATION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = characters(flat);
  if (chars.length <= max) return flat;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}${ELLIPSIS}`;
}
