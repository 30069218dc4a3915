import type { SiteLanguage } from '#src/config/site';
import { siteLocales } from '#src/lib/format/dates';
import { textsFor } from '#src/lib/text/dictionary';
import { countTexts } from './texts';
import type { CountZone } from './texts/it';

// The live count under a limited long text (docs/product.md, "Limits shown while typing";
// decision 76): what is used of the limit, always; what is left once little is; how much is too
// many once over it. The text is never cut: a paste over the limit stays whole, flagged, so the
// writer chooses what to shorten.

/** From this share of the limit on, the count says what is left, and says so once out loud. */
export const NEAR_LIMIT = 0.9;

export type { CountZone };

export function countZone(length: number, limit: number): CountZone {
  if (length > limit) return 'over';
  return length >= Math.ceil(limit * NEAR_LIMIT) ? 'near' : 'within';
}

const number = (value: number, language: SiteLanguage) =>
  value.toLocaleString(siteLocales[language]);

/** The count shown under the field, and read with it. */
export function countText(length: number, limit: number, language: SiteLanguage): string {
  const left = number(Math.abs(limit - length), language);
  const zone = countZone(length, limit);
  return textsFor(countTexts, language).count(
    number(length, language),
    number(limit, language),
    zone,
    left,
  );
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
  return textsFor(countTexts, language).zone(zone, number(limit, language), left);
}
