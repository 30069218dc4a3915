// Every list of values of the product, defined once (docs/product.md §4, docs/product.md "Option lists").
// Forms, filters, lists, badges, parsing and the demo data all read them from here.

/** Tri-state flags: 1 yes, -1 no, 0 (or absent) unset / unknown. */
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

/** The statuses that have a section on the public horses page, in the order of docs/product.md §2. */
export const publicHorseStatuses = [
  'In cerca di casa',
  "Residente dell'Oasi",
  'Adottato',
] as const satisfies readonly HorseStatus[];

export const species = ['Cavallo', 'Asino', 'Altro'] as const;
export type Species = (typeof species)[number];

export const sexes = ['Femmina', 'Castrone', 'Stallone', 'Maschio'] as const;
export type Sex = (typeof sexes)[number];

/** DPA: whether the horse is declared fit for food production (a passport entry). */
export const dpaValues = ['DPA', 'Non DPA'] as const;
export type Dpa = (typeof dpaValues)[number];

/** Adoption evaluation; empty means "Da valutare". */
export const evaluations = ['', 'Promosso', 'Sospeso', 'Bocciato'] as const;
export type Evaluation = (typeof evaluations)[number];
export const evaluationLabels: Record<Evaluation, string> = {
  '': 'Da valutare',
  Promosso: 'Promosso',
  Sospeso: 'Sospeso',
  Bocciato: 'Bocciato',
};

/** Pre-adoption home check; empty means not decided yet. */
export const homechecks = ['', 'Da fare', 'Fatto', 'Non necessario'] as const;
export type Homecheck = (typeof homechecks)[number];

/** Cession status; empty means "Da prendere in carico". */
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

/** How many months one payment of each frequency covers (docs/product.md "Supporter circles"). */
export const circleFrequencyMonths: Record<CircleFrequency, number> = {
  Mensile: 1,
  Trimestrale: 3,
  Semestrale: 6,
  Annuale: 12,
};

/**
 * A circle member's status, set by staff; empty means "Da contattare" (a new application). Only
 * Attivo members count towards a horse's coverage.
 */
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

// Answers to the questions on a horse's life and on the horse wanted: the product rules name the
// questions but not their answers, so these lists are ours (docs/product.md, "Option lists").

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

/** The kinds of care recorded on a horse (docs/product.md "Care and compliance"). */
export const careTypes = [
  'Maniscalco',
  'Vaccinazione',
  'Dentista',
  'Sverminazione',
  'Visita veterinaria',
  'Altro',
] as const;
export type CareType = (typeof careTypes)[number];

/** A care interval: every so many weeks or months. */
export interface CareInterval {
  readonly every: number;
  readonly unit: 'settimane' | 'mesi';
}

/**
 * The interval a horse starts with for each kind of care that recurs; staff change it per horse.
 * Visits and "Altro" have none: they are recorded, never due.
 */
export const defaultCareIntervals: Readonly<Partial<Record<CareType, CareInterval>>> = {
  Maniscalco: { every: 8, unit: 'settimane' },
  Vaccinazione: { every: 12, unit: 'mesi' },
  Dentista: { every: 12, unit: 'mesi' },
  Sverminazione: { every: 6, unit: 'mesi' },
};

/** The kinds of document kept for a horse. */
export const horseDocumentTypes = [
  'Passaporto',
  'Contratto di adozione',
  'Referto',
  'Modello 4',
  'Altro',
] as const;
export type HorseDocumentType = (typeof horseDocumentTypes)[number];

/** Colour of a badge: green, red, orange (warning) or grey. */
export type BadgeTone = 'success' | 'danger' | 'warning' | 'secondary';

/**
 * The badge colours of docs/product.md §4, by the label shown (an empty evaluation reads "Da valutare" and is
 * orange; an empty home check or cession status is grey). Circle members: Attivo green, Da contattare and
 * Sospeso orange, Chiuso grey.
 */
export function statusBadgeTone(value: string): BadgeTone {
  switch (value) {
    case 'Promosso':
    case 'Fatto':
    case 'Non necessario':
    case 'Riuscito':
    case 'Attivo':
      return 'success';
    case 'Bocciato':
    case 'Annullato':
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
