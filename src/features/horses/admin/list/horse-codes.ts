import { sexes, species } from '#src/config/options';
import { speciesSexInitials } from './horse-list-rules';

/**
 * What the horse list's codes mean (decision 14), for its legend: every badge `horseBadges` can
 * show has its line (horse-codes.test.ts holds them together).
 */
export const badgeLegend = [
  { label: 'ODV', meaning: 'il cavallo è di Equinozio ODV' },
  { label: 'GEO', meaning: 'le coordinate per la mappa (non mostrato per i cavalli morti)' },
  { label: 'BDN', meaning: 'registrato nella BDN, la Banca Dati Nazionale' },
  { label: 'PROP', meaning: 'la proprietà è in regola' },
  { label: 'CS', meaning: 'il codice stalla è corretto' },
  { label: 'DEC?', meaning: 'non si sa se è vivo o morto' },
  { label: 'REG', meaning: 'la morte è registrata (solo per i cavalli morti)' },
  { label: 'AD', meaning: 'adottato, con l’adozione in regola' },
  { label: 'AD:REG', meaning: 'adottato: il contratto di adozione è registrato, con data e luogo' },
  { label: 'AD:CS', meaning: 'adottato: il codice stalla è quello del contratto' },
] as const;

export const toneLegend = [
  { tone: 'success', meaning: 'verde: sì' },
  { tone: 'danger', meaning: 'rosso: no' },
  { tone: 'secondary', meaning: 'grigio: non si sa, o manca il dato' },
] as const;

/** "Ca = Cavallo", "F = Femmina": the species/sex column's letters, from the option lists. */
export function initialsLegend(): { species: string[]; sexes: string[] } {
  return {
    species: species.map(
      (name) => `${speciesSexInitials({ species: name, sex: '' }).slice(0, 2)} = ${name}`,
    ),
    sexes: sexes.map(
      (name) => `${speciesSexInitials({ species: 'Cavallo', sex: name }).slice(-1)} = ${name}`,
    ),
  };
}
