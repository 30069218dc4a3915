import type { SiteLanguage } from '#src/config/site';

// The live count under a limited long text (docs/product.md, "Limits shown while typing";
// decision 76): what is used of the limit, always; what is left once little is; how much is too
// many once over it. The text is never cut: a paste over the limit stays whole, flagged, so the
// writer chooses what to shorten.

/** From this share of the limit on, the count says what is left, and says so once out loud. */
export const NEAR_LIMIT = 0.9;

export type CountZone = 'within' | 'near' | 'over';

export function countZone(length: number, limit: number): CountZone {
  if (length > limit) return 'over';
  return length >= Math.ceil(limit * NEAR_LIMIT) ? 'near' : 'within';
}

const number = (value: number, language: SiteLanguage) =>
  value.toLocaleString(language === 'it' ? 'it-IT' : 'en-GB');

/** The count shown under the field, and read with it. */
export function countText(length: number, limit: number, language: SiteLanguage): string {
  const used = number(length, language);
  const max = number(limit, language);
  const zone = countZone(length, limit);
  const left = number(Math.abs(limit - length), language);
  if (language === 'en') {
    const base = `${used} of ${max} characters`;
    if (zone === 'over') return `${base}: ${left} too many, please shorten the text.`;
    return zone === 'near' ? `${base}: ${left} left.` : `${base}.`;
  }
  const base = `${used} di ${max} caratteri`;
  if (zone === 'over') return `${base}: ${left} di troppo, accorcia il testo.`;
  return zone === 'near' ? `${base}: ne restano ${left}.` : `${base}.`;
}

/**
 * What a screen reader is told while typing: only when the count enters another zone (near the
 * limit, over it, back within it), never at each key.
 */
export function zoneAnnouncement(
  zone: CountZone,
  length: number,
  limit: number,
  language: SiteLanguage,
): string {
  const left = number(Math.abs(limit - length), language);
  const max = number(limit, language);
  if (language === 'en') {
    if (zone === 'over') return `Over the limit of ${max} characters: ${left} too many.`;
    return zone === 'near' ? `${left} characters left.` : `Within the limit of ${max} characters.`;
  }
  if (zone === 'over') return `Oltre il limite di ${max} caratteri: ${left} di troppo.`;
  return zone === 'near' ? `Ne restano ${left} caratteri.` : `Entro il limite di ${max} caratteri.`;
}
