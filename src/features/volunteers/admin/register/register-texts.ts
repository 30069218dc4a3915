import { addressFilters, textParam, type CsvColumn } from '#src/components/admin-ui';
import { formatCalendarDate } from '#src/lib/format/dates';
import { registerStatuses, type RegisterStatus } from '../../api/register-api';
import type { RegisterEntry } from '../../model/register-entries';
import { registerSections, type RegisterSection } from '../../model/register-record';

// The register's words in the back office (Italian only) and its list's filters.

export const sectionLabels: Readonly<Record<RegisterSection, string>> = {
  'non-occasionale': 'Volontari non occasionali',
  occasionale: 'Volontari occasionali',
};

export const statusLabels: Readonly<Record<RegisterStatus, string>> = {
  tutti: 'Tutti',
  attivi: 'Attivi',
  cessati: 'Cessati',
};

export const kindLabels = {
  iscrizione: 'Iscrizione',
  cancellazione: 'Cancellazione',
  rettifica: 'Rettifica',
} as const;

export const personLabels = {
  givenName: 'Nome',
  familyName: 'Cognome',
  fiscalCode: 'Codice fiscale',
  birthDate: 'Data di nascita',
  birthPlace: 'Luogo di nascita',
  residence: 'Residenza (o domicilio)',
  email: 'E-mail di contatto',
  phone: 'Telefono',
  startDate: "Data d'inizio",
  section: 'Sezione',
  endDate: 'Ultimo giorno di attività',
  reason: 'Motivo',
} as const;

export interface RegisterFilters {
  readonly section: RegisterSection;
  readonly status: RegisterStatus;
  readonly search?: string;
}

export const registerFilters = addressFilters<RegisterFilters>({
  section: { param: 'sezione', values: registerSections, fallback: 'non-occasionale' },
  status: { param: 'stato', values: registerStatuses, fallback: 'tutti' },
  search: textParam('nome'),
});

export const REGISTER_CSV_BASE = 'volontari-assicurati';

/** The volunteers covered on a day, for the insurer (Italian Excel, as the other CSVs). */
export const coveredCsvColumns: readonly CsvColumn<RegisterEntry>[] = [
  { header: 'Cognome', value: (entry) => entry.person.familyName },
  { header: 'Nome', value: (entry) => entry.person.givenName },
  { header: 'Codice fiscale', value: (entry) => entry.person.fiscalCode },
  { header: 'Data di nascita', value: (entry) => formatCalendarDate(entry.person.birthDate) },
  { header: 'Luogo di nascita', value: (entry) => entry.person.birthPlace },
  { header: 'Sezione', value: (entry) => sectionLabels[entry.section] },
  { header: 'Numero', value: (entry) => entry.number },
  { header: 'Inizio', value: (entry) => formatCalendarDate(entry.startDate) },
  {
    header: 'Fine',
    value: (entry) => (entry.removal ? formatCalendarDate(entry.removal.endDate) : ''),
  },
];
