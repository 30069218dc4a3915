import type { HorseStatus } from '#src/config/options';
import { fundingText } from '../model/coverage';

/** Italian agrees with a mare or a jenny; the registry's words (and the list's sections) do not. */
const feminineStatuses: Partial<Record<HorseStatus | '', string>> = {
  Adottato: 'Adottata',
  Deceduto: 'Deceduta',
};

/** The public words of the horses: lists, the random strip, the circle's bar, the statuses. */
export const it = {
  list: {
    loading: 'Caricamento dei cavalli…',
    failed: 'Non riusciamo a mostrarti i cavalli in questo momento:',
    retry: 'Riprova',
  },
  fundingLabel: (name: string) => `Copertura mensile di ${name}`,
  funding: fundingText,
  /** A status as a visitor reads it: the registry's word, agreeing with a mare or a jenny. */
  status: (status: HorseStatus | '', female = false): string =>
    (female ? feminineStatuses[status] : undefined) ?? status,
};

export type WebHorseTexts = typeof it;
