export const it = {
  originalName: 'Nome originale',
  species: 'Specie',
  sex: 'Sesso',
  born: { female: 'Nata il', male: 'Nato il', unknown: 'Nato il' },
  birthplace: 'Luogo di nascita',
  location: { female: 'Dove si trova', male: 'Dove si trova', unknown: 'Dove si trova' },
  breadcrumb: 'Percorso',
  back: '← Tutti i cavalli',
  adopt: (name: string) => `Candidati per adottare ${name}`,
  circle: (name: string) => `Entra nella cerchia di ${name}`,
  donate: 'Fai una donazione',
  story: (name: string) => `La storia di ${name}`,
  inItalian: '',
  loading: 'Caricamento del cavallo…',
  failed: 'Non riusciamo a mostrarti questo cavallo in questo momento:',
  retry: 'Riprova',
  /** The registry keeps species and sex in Italian; English pages say them in English. */
  registry: {} as Readonly<Record<string, string>>,
};

export type HorseTexts = typeof it;
