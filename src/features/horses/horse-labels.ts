import type { SiteLanguage } from '#src/config/site';
import type { HorseStatus } from '#src/config/options';
import { textsFor } from '#src/lib/text/dictionary';
import type { PublicHorse } from './model/public-horse';
import { webHorseTexts } from './texts';

/** A status in a language (the registry keeps them in Italian). */
export function statusIn(status: HorseStatus | '', language: SiteLanguage): string {
  return textsFor(webHorseTexts, language).status(status);
}

/** What a horse's words agree with: the registry's sex, or none when it is not known. */
export type Gender = 'female' | 'male' | 'unknown';

const genders: Readonly<Record<string, Gender>> = {
  Femmina: 'female',
  Castrone: 'male',
  Stallone: 'male',
  Maschio: 'male',
};

export const genderOf = (sex: string): Gender =>
  Object.hasOwn(genders, sex) ? (genders[sex] ?? 'unknown') : 'unknown';

/** A horse's own status, as its page says it. */
export function statusOf(
  horse: Pick<PublicHorse, 'status' | 'sex'>,
  language: SiteLanguage,
): string {
  return textsFor(webHorseTexts, language).status(horse.status, genderOf(horse.sex) === 'female');
}

export function horsesWithStatus<H extends Pick<PublicHorse, 'status'>>(
  horses: readonly H[],
  status: HorseStatus,
): H[] {
  return horses.filter((horse) => horse.status === status);
}

/** A text and the language it is written in: an English page falls back to the Italian one. */
export interface HorseText {
  readonly text: string;
  readonly language: SiteLanguage;
}

function staffTextIn(english: string, italian: string, language: SiteLanguage): HorseText {
  if (language === 'en' && !isBlank(english)) return { text: english, language: 'en' };
  return { text: italian, language: 'it' };
}

export function horseTexts(horse: PublicHorse, language: SiteLanguage = 'it') {
  return {
    claim: staffTextIn(horse.claim_en, horse.claim_it || horse.claim, language),
    short: staffTextIn(horse.short_en, horse.short_it || horse.short, language),
    description: staffTextIn(
      horse.description_en,
      horse.description_it || horse.description,
      language,
    ),
    donation: staffTextIn(horse.donationDescription_en, horse.donationDescription_it, language),
  };
}

type Translatable = Pick<
  PublicHorse,
  | 'claim'
  | 'short'
  | 'description'
  | 'claim_it'
  | 'claim_en'
  | 'short_it'
  | 'short_en'
  | 'description_it'
  | 'description_en'
  | 'donationDescription_it'
  | 'donationDescription_en'
>;

/**
 * The English texts staff can give a horse, each with the Italian one an English page shows
 * without it (as `horseTexts` picks it) and the editor's name.
 */
const englishTexts = [
  ['claim_en', (horse) => horse.claim_it || horse.claim, 'Claim'],
  ['short_en', (horse) => horse.short_it || horse.short, 'Descrizione breve'],
  ['description_en', (horse) => horse.description_it || horse.description, 'Descrizione'],
  [
    'donationDescription_en',
    (horse) => horse.donationDescription_it,
    'Descrizione della donazione',
  ],
] as const satisfies readonly (readonly [
  keyof Translatable,
  (horse: Translatable) => string,
  string,
])[];

const isBlank = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

/** The English texts an English page lacks: empty where the Italian one is written. */
export function missingEnglishTexts(horse: Translatable): string[] {
  return englishTexts
    .filter(([english, italian]) => isBlank(horse[english]) && !isBlank(italian(horse)))
    .map(([, , label]) => label);
}

export function originalName(horse: Pick<PublicHorse, 'name' | 'docname'>): string | undefined {
  const docname = horse.docname.trim();
  return docname && docname.toLowerCase() !== horse.name.trim().toLowerCase() ? docname : undefined;
}
