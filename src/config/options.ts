// Every list of values of the product, defined once (docs/product.md "Option lists").

export const triStates = [1, -1, 0] as const;
export type TriState = (typeof triStates)[number];
export const triStateLabels: Record<TriState, string> = { 1: 'Sì', [-1]: 'No', 0: 'Non so' };

export const horseStatuses = [
  "Residente dell'Oasi",
  'In cerca di casa',
  'Adottato',
  'Deceduto',
  'Altro',
] as const;
export type HorseStatus = (typeof horseStatuses)[number];

export const publicHorseStatuses = [
  'In cerca di casa',
  "Residente dell'Oasi",
  'Adottato',
] as const satisfies readonly HorseStatus[];

export const species = ['Cavallo', 'Asino', 'Altro'] as const;
export type Species = (typeof species)[number];

export const sexes = ['Femmina', 'Castrone', 'Stallone', 'Maschio'] as const;
export type Sex = (typeof sexes)[number];

export const dpaValues = ['DPA', 'Non DPA'] as const;
export type Dpa = (typeof dpaValues)[number];

export const evaluations = ['', 'Promosso', 'Sospeso', 'Bocciato'] as const;
export type Evaluation = (typeof evaluations)[number];
export const evaluationLabels: Record<Evaluation, string> = {
  '': 'Da valutare',
  Promosso: 'Promosso',
  Sospeso: 'Sospeso',
  Bocciato: 'Bocciato',
};

export const homechecks = ['', 'Da fare', 'Fatto', 'Non necessario'] as const;
export type Homecheck = (typeof homechecks)[number];

export const cessionStatuses = ['', 'In carico', 'Riuscito', 'Annullato'] as const;
export type CessionStatus = (typeof cessionStatuses)[number];
export const cessionStatusLabels: Record<CessionStatus, string> = {
  '': 'Da prendere in carico',
  'In carico': 'In carico',
  Riuscito: 'Riuscito',
  Annullato: 'Annullato',
};

export const cessionPriorities = [
  'Immediata',
  'Il più velocemente possibile',
  'Il tempo necessario per fare le cose con cura',
  "Non c'è fretta",
] as const;
export type CessionPriority = (typeof cessionPriorities)[number];

export const circleFrequencies = ['Mensile', 'Trimestrale', 'Semestrale', 'Annuale'] as const;
export type CircleFrequency = (typeof circleFrequencies)[number];

export const circleFrequencyMonths: Record<CircleFrequency, number> = {
  Mensile: 1,
  Trimestrale: 3,
  Semestrale: 6,
  Annuale: 12,
};

export const circleStatuses = ['', 'Attivo', 'Sospeso', 'Chiuso'] as const;
export type CircleStatus = (typeof circleStatuses)[number];
export const circleStatusLabels: Record<CircleStatus, string> = {
  '': 'Da contattare',
  Attivo: 'Attivo',
  Sospeso: 'Sospeso',
  Chiuso: 'Chiuso',
};

export const paymentMethods = ['Bonifico', 'PayPal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const regions = [
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia-Romagna',
  'Friuli-Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  'Trentino-Alto Adige',
  'Umbria',
  "Valle d'Aosta",
  'Veneto',
  'Estero',
] as const;
export type Region = (typeof regions)[number];

// The product rules name these questions but not their answers, so these lists are ours.

export const horsePlaceOptions = [
  'Terreno di proprietà',
  'Terreno in affitto',
  'Pensione o maneggio',
  'Altro',
] as const;

export const horseFriendsOptions = [
  'Altri cavalli',
  'Asini',
  'Cavalli e asini',
  'Altri animali',
  'Nessun compagno',
] as const;

export const horseHouseOptions = [
  'Pascolo con capannina',
  'Paddock con capannina',
  'Box con paddock',
  'Solo box',
  'Altro',
] as const;

export const horseFeedingOptions = [
  'Pascolo e fieno a volontà',
  'Fieno a volontà',
  'Fieno razionato',
  'Fieno e mangime',
  'Altro',
] as const;

export const horseFeetOptions = [
  'Pareggio naturale da maniscalco',
  'Pareggio naturale da podologo',
  'Ferratura',
  'Altro',
] as const;

export const healthToleranceOptions = [
  'Solo un cavallo sano',
  'Anche con problemi di salute lievi',
  'Anche con problemi di salute cronici',
] as const;

export const behaviourToleranceOptions = [
  'Solo un cavallo tranquillo',
  'Anche con problemi di comportamento lievi',
  'Anche con problemi di comportamento seri',
] as const;

export const careTypes = [
  'Maniscalco',
  'Vaccinazione',
  'Dentista',
  'Sverminazione',
  'Visita veterinaria',
  'Altro',
] as const;
export type CareType = (typeof careTypes)[number];

export interface CareInterval {
  readonly every: number;
  readonly unit: 'settimane' | 'mesi';
}

/** Visits and "Altro" have none: they are recorded, never due. */
export const defaultCareIntervals: Readonly<Partial<Record<CareType, CareInterval>>> = {
  Maniscalco: { every: 8, unit: 'settimane' },
  Vaccinazione: { every: 12, unit: 'mesi' },
  Dentista: { every: 12, unit: 'mesi' },
  Sverminazione: { every: 6, unit: 'mesi' },
};

export const horseDocumentTypes = [
  'Passaporto',
  'Contratto di adozione',
  'Referto',
  'Modello 4',
  'Altro',
] as const;
export type HorseDocumentType = (typeof horseDocumentTypes)[number];

export type BadgeTone = 'success' | 'danger' | 'warning' | 'secondary';

export function statusBadgeTone(value: string): BadgeTone {
  switch (value) {
    case 'Promosso':
    case 'Fatto':
    case 'Non necessario':
    case 'Riuscito':
    case 'Attivo':
    case 'Consegnata':
      return 'success';
    case 'Bocciato':
    case 'Annullato':
    case 'Non consegnata':
      return 'danger';
    case 'Sospeso':
    case 'Da fare':
    case 'Da valutare':
    case 'In carico':
    case 'Da contattare':
      return 'warning';
    default:
      return 'secondary';
  }
}
