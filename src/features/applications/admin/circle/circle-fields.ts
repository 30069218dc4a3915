import { INTERNAL_NOTES_MAX } from '../../model/staff-fields';
import { circleStatuses, circleStatusLabels } from '#src/config/options';
import { paths } from '#src/config/paths';
import type { CircleApplication } from '../../model/circle-application';
import { csvColumns } from '../common/csv-columns';
import type { FieldGroup } from '../common/form-fields';
import { fullName, linkName, type ListColumn } from '../common/list-columns';
import { labelledChoices, LEGACY_SUFFIX, NOT_GIVEN, type Choice } from '../common/option-choices';
import { referenceOf } from '../../model/application-reference';

const euros = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

export const formatEuro = (amount: number): string => euros.format(amount);

export const circleFieldLabels = {
  slug: 'Codice',
  date: 'Data',
  status: 'Stato',
  startDate: 'Data di inizio',
  horse: 'Cavallo',
  horseSlug: 'Cavallo sostenuto',
  donorName: 'Donatore',
  givenName: 'Nome',
  familyName: 'Cognome',
  phone: 'Telefono',
  frequency: 'Frequenza',
  amount: 'Importo (€)',
  method: 'Metodo di pagamento',
  notes: 'Note',
  email: 'E-mail',
  newsConsent: 'Notizie del cavallo per e-mail',
  newsToken: 'Chiave di disiscrizione',
  internalNotes: 'Note interne',
  reference: 'Codice di riferimento',
} as const satisfies Record<keyof CircleApplication, string>;

const L = circleFieldLabels;

const statusCell = (c: CircleApplication) =>
  ({ kind: 'badge', value: c.status, label: circleStatusLabels[c.status] }) as const;

export const circleListColumns: readonly ListColumn<CircleApplication>[] = [
  { key: 'status', header: 'Stato', cell: statusCell },
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
 * The amount stays a number, so a spreadsheet can add it up; its header says it is in euros. The
 * unsubscribe key never leaves the database.
 */
export const circleCsvColumns = csvColumns<CircleApplication>(circleFieldLabels, {
  // An application stored before the field has its reference derived from its id.
  reference: (row) => referenceOf(row),
  status: (c) => circleStatusLabels[c.status],
  newsConsent: (c) => (c.newsConsent ? 'Sì' : 'No'),
}).filter((column) => column.header !== circleFieldLabels.newsToken);

export const CIRCLE_CSV_BASE = 'candidature-cerchie';

export function circleDetailRows(application: CircleApplication): [label: string, value: string][] {
  return [
    [L.horse, application.horse],
    [L.donorName, application.donorName],
    [L.givenName, application.givenName],
    [L.familyName, application.familyName],
    [L.phone, application.phone],
    [L.email, application.email],
    [L.newsConsent, application.newsConsent ? 'Sì' : 'No'],
    [L.frequency, application.frequency],
    ['Importo', formatEuro(application.amount)],
    [L.method, application.method],
    [L.notes, application.notes],
    [L.slug, application.slug],
  ];
}

export function circleTitle(
  application: Pick<CircleApplication, 'slug' | 'givenName' | 'familyName'>,
): string {
  return `Candidatura cerchia: ${fullName(application) || application.slug}`;
}

export function horseNames(applications: readonly Pick<CircleApplication, 'horse'>[]): string[] {
  const names = new Set(applications.map((a) => a.horse.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'it'));
}

export interface RegistryHorse {
  readonly slug: string;
  readonly name: string;
}

/**
 * A slug no longer in the registry (a deleted horse) stays selectable, so a save never drops it.
 */
export function supportedHorseChoices(horses: readonly RegistryHorse[], current: string): Choice[] {
  const label = (horse: RegistryHorse) => horse.name.trim() || horse.slug;
  const count = new Map<string, number>();
  for (const horse of horses) count.set(label(horse), (count.get(label(horse)) ?? 0) + 1);
  const choices: Choice[] = [
    { value: '', label: NOT_GIVEN },
    ...horses.map((horse) => ({
      value: horse.slug,
      label: (count.get(label(horse)) ?? 0) > 1 ? `${label(horse)} (${horse.slug})` : label(horse),
    })),
  ];
  if (current !== '' && !horses.some((horse) => horse.slug === current)) {
    choices.push({ value: current, label: `${current}${LEGACY_SUFFIX}` });
  }
  return choices;
}

export const circleStatusChoices = labelledChoices(circleStatuses, circleStatusLabels);

/** Only members linked to a horse count towards its coverage. */
export function circleGroups(horses: readonly RegistryHorse[]): FieldGroup<CircleApplication>[] {
  return [
    {
      key: 'member',
      title: 'Sostenitore',
      fields: [
        { kind: 'select', field: 'status', label: L.status, choices: () => circleStatusChoices },
        { kind: 'text', field: 'startDate', label: L.startDate, type: 'date' },
        {
          kind: 'select',
          field: 'horseSlug',
          label: L.horseSlug,
          choices: (current) => supportedHorseChoices(horses, current),
        },
        {
          kind: 'textarea',
          field: 'internalNotes',
          label: L.internalNotes,
          rows: 4,
          limit: INTERNAL_NOTES_MAX,
        },
      ],
    },
  ];
}
