import { paths } from '#src/config/paths';
import type { CircleApplication } from '../../model/circle-application';
import { formatDateTime } from '#src/lib/format/dates';
import { csvColumns } from '../common/csv-columns';
import { fullName, linkName, type ListColumn } from '../common/list-columns';

const euros = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** An amount in euros as Italians write it: "12.345,50 €". */
export const formatEuro = (amount: number): string => euros.format(amount);

/** Every field of a circle application with its Italian label (detail, export). */
export const circleFieldLabels = {
  slug: 'Codice',
  date: 'Data',
  horse: 'Cavallo',
  donorName: 'Donatore',
  givenName: 'Nome',
  familyName: 'Cognome',
  phone: 'Telefono',
  frequency: 'Frequenza',
  amount: 'Importo (€)',
  method: 'Metodo di pagamento',
  notes: 'Note',
} as const satisfies Record<keyof CircleApplication, string>;

/** The columns of the circle list, newest first. */
export const circleListColumns: readonly ListColumn<CircleApplication>[] = [
  { key: 'date', header: 'Data', cell: (c) => ({ kind: 'date', date: c.date }) },
  { key: 'horse', header: 'Cavallo', cell: (c) => ({ kind: 'text', text: c.horse }) },
  { key: 'donorName', header: 'Donatore', cell: (c) => ({ kind: 'long', text: c.donorName }) },
  {
    key: 'name',
    header: 'Nominativo',
    cell: (c) => ({ kind: 'link', text: linkName(c), href: paths.adminCircleApplication(c.slug) }),
  },
  { key: 'frequency', header: 'Frequenza', cell: (c) => ({ kind: 'text', text: c.frequency }) },
  { key: 'amount', header: 'Importo', cell: (c) => ({ kind: 'text', text: formatEuro(c.amount) }) },
  { key: 'method', header: 'Metodo', cell: (c) => ({ kind: 'text', text: c.method }) },
];

/**
 * Every field, for "Scarica CSV". The amount stays a number (a spreadsheet can add it up); its
 * header says it is in euros.
 */
export const circleCsvColumns = csvColumns<CircleApplication>(circleFieldLabels);

export const CIRCLE_CSV_BASE = 'candidature-cerchie';

/** The rows of the read-only detail: every field, the amount in euros, the notes last. */
export function circleDetailRows(application: CircleApplication): [label: string, value: string][] {
  const L = circleFieldLabels;
  return [
    [L.date, formatDateTime(application.date)],
    [L.horse, application.horse],
    [L.donorName, application.donorName],
    [L.givenName, application.givenName],
    [L.familyName, application.familyName],
    [L.phone, application.phone],
    [L.frequency, application.frequency],
    ['Importo', formatEuro(application.amount)],
    [L.method, application.method],
    [L.notes, application.notes],
    [L.slug, application.slug],
  ];
}

/** "Candidatura cerchia: Given Family" (the code when there is no name). */
export function circleTitle(
  application: Pick<CircleApplication, 'slug' | 'givenName' | 'familyName'>,
): string {
  return `Candidatura cerchia: ${fullName(application) || application.slug}`;
}

/** The horse names of the filter, from the applications: each once, in Italian alphabetical order. */
export function horseNames(applications: readonly Pick<CircleApplication, 'horse'>[]): string[] {
  const names = new Set(applications.map((a) => a.horse.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'it'));
}
