import type { HorseStatus } from '#src/config/options';
import type { PublicHorse } from './model/public-horse';

export const publicSectionTitles: Record<
  'In cerca di casa' | "Residente dell'Oasi" | 'Adottato',
  string
> = {
  'In cerca di casa': 'In cerca di casa',
  "Residente dell'Oasi": "Residente dell'Oasi",
  Adottato: 'Adottato',
};

export const webHorseListTexts = {
  loading: 'Caricamento dei cavalli…',
  failed: 'Non riusciamo a mostrarti i cavalli in questo momento:',
} as const;

export function horsesWithStatus<H extends Pick<PublicHorse, 'status'>>(
  horses: readonly H[],
  status: HorseStatus,
): H[] {
  return horses.filter((horse) => horse.status === status);
}

export function horseTexts(horse: PublicHorse) {
  return {
    claim: horse.claim_it || horse.claim,
    short: horse.short_it || horse.short,
    description: horse.description_it || horse.description,
  };
}

export function originalName(horse: Pick<PublicHorse, 'name' | 'docname'>): string | undefined {
  const docname = horse.docname.trim();
  return docname && docname.toLowerCase() !== horse.name.trim().toLowerCase() ? docname : undefined;
}
