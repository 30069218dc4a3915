import type { HorseStatus } from '#src/config/options';
import type { PublicHorse } from './model/public-horse';

/** Headings of the sections of the public horses page, in the order of docs/product.md §2. */
export const publicSectionTitles: Record<
  'In cerca di casa' | "Residente dell'Oasi" | 'Adottato',
  string
> = {
  'In cerca di casa': 'In cerca di casa',
  "Residente dell'Oasi": "Residente dell'Oasi",
  Adottato: 'Adottato',
};

/** What a list of the web horses says while it loads and when it fails. */
export const webHorseListTexts = {
  loading: 'Caricamento dei cavalli…',
  failed: 'Non riusciamo a mostrarti i cavalli in questo momento:',
} as const;

/** The web horses of one status, keeping their order (by name). */
export function horsesWithStatus<H extends Pick<PublicHorse, 'status'>>(
  horses: readonly H[],
  status: HorseStatus,
): H[] {
  return horses.filter((horse) => horse.status === status);
}

/** The Italian texts of a horse, falling back to the untranslated legacy fields. */
export function horseTexts(horse: PublicHorse) {
  return {
    claim: horse.claim_it || horse.claim,
    short: horse.short_it || horse.short,
    description: horse.description_it || horse.description,
  };
}

/** The original name, only when it differs from the name (docs/product.md: horse detail). */
export function originalName(horse: Pick<PublicHorse, 'name' | 'docname'>): string | undefined {
  const docname = horse.docname.trim();
  return docname && docname.toLowerCase() !== horse.name.trim().toLowerCase() ? docname : undefined;
}
