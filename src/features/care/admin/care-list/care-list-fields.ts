import type { CsvColumn } from '#src/lib/csv/csv';
import { intervalText, type CareOverviewRow } from '../../model/care-overview';
import { dueLabels } from '../care-badge';

export const careListTexts = {
  title: 'Cure',
  caption: 'Cure ricorrenti dei cavalli; il nome apre la scheda del cavallo',
  filters: 'Filtri',
  type: 'Tipo',
  state: 'Stato',
  day: 'Registra una giornata',
  loading: 'Caricamento delle cure…',
  failed: 'Non è stato possibile caricare le cure:',
  nothingToDo: 'Nessuna cura da fare: niente è in ritardo o in scadenza nei prossimi 14 giorni.',
  csvBase: 'cure',
} as const;

export const careListHeaders = {
  horse: 'Cavallo',
  type: 'Cura',
  lastDate: 'Ultima volta',
  interval: 'Intervallo',
  nextDue: 'Prossima scadenza',
  state: 'Stato',
} as const;

const H = careListHeaders;

export const careCsvColumns: readonly CsvColumn<CareOverviewRow>[] = [
  { header: H.horse, value: (row) => row.horseName },
  { header: H.type, value: (row) => row.type },
  { header: H.lastDate, value: (row) => row.lastDate },
  { header: H.interval, value: (row) => intervalText(row.interval) },
  { header: H.nextDue, value: (row) => row.nextDue },
  { header: H.state, value: (row) => dueLabels[row.state] },
];
