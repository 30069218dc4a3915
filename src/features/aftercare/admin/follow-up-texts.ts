import { formatCalendarDate } from '#src/lib/format/dates';
import type { FollowUpState, FollowUpVisit } from '../model/follow-up';

// The back office is Italian only.

export const dayOf = (day: string): string => formatCalendarDate(day) || day;

export const followUpStateLabels: Readonly<Record<FollowUpState, string>> = {
  done: 'Fatta',
  late: 'In ritardo',
  due: 'Da fare',
  planned: 'Prevista',
};

export const followUpStateTones: Readonly<Record<FollowUpState, string>> = {
  done: 'success',
  late: 'danger',
  due: 'warning',
  planned: 'secondary',
};

export const followUpTexts = {
  title: "Controlli dopo l'adozione",
  intro:
    'Le visite di controllo previste dal contratto: a 1 mese, a 6 mesi, poi ogni anno (intervalli nella pagina dei controlli). Un rientro chiude il piano.',
  listTitle: 'Visite fatte',
  add: 'Registra una visita',
  none: 'Nessuna visita registrata per ora.',
  loading: 'Caricamento dei controlli…',
  loadFailed: 'Non riusciamo a caricare i controlli:',
  addTitle: 'Nuova visita',
  editTitle: 'Modifica visita',
  submit: 'Salva la visita',
  saved: (visit: FollowUpVisit) => `Visita del ${dayOf(visit.date)} salvata.`,
  deleteTitle: 'Elimina visita',
  deleteQuestion: (visit: FollowUpVisit) =>
    `Eliminare la visita del ${dayOf(visit.date)}? L’operazione non si può annullare.`,
  discardQuestion: 'La visita aperta ha modifiche non salvate: se la chiudi andranno perse.',
  schedule: 'Visite previste',
  ended: (day: string) => `Piano chiuso: il cavallo è rientrato (visita del ${dayOf(day)}).`,
  adoptedOn: (day: string, name: string) => `Adottato il ${dayOf(day)}; adozione di ${name}.`,
  noPlan:
    'Nessun piano di controlli: si avvia quando il cavallo è Adottato, con la sua candidatura di adozione.',
  notAdopted:
    'Il cavallo non è Adottato: quando lo sarà (salvato con lo stato «Adottato»), qui si avviano i controlli.',
  noPlanToAdd: 'Avvia prima il piano dei controlli, qui sopra.',
} as const;

export const startPlanTexts = {
  title: 'Avvia i controlli',
  application: 'Candidatura di adozione',
  choose: '— Scegli la candidatura —',
  namesHorse: '(ha chiesto questo cavallo)',
  adoptedOn: "Giorno dell'adozione",
  adoptedOnHint: 'Di solito il giorno del cambio di stato: da qui si contano le visite.',
  submit: 'Avvia i controlli',
  noApplications:
    'Nessuna candidatura di adozione «Promosso»: valuta prima la candidatura dell’adottante.',
  missing: 'Scegli la candidatura e il giorno dell’adozione.',
  started: 'Controlli avviati: ecco le visite previste.',
} as const;

export const visitFieldTexts = {
  due: 'Visita prevista',
  choose: '— Scegli la visita prevista —',
  date: 'Giorno della visita',
  visitorKind: 'Chi è andato',
  visitor: 'Nome',
  outcome: 'Esito',
  chooseOutcome: '— Scegli l’esito —',
  notes: 'Note',
  notesHint: 'Come sta il cavallo, il posto, cosa tenere d’occhio.',
} as const;

export const visitorKindLabels = { staff: 'Staff', volontario: 'Volontario registrato' } as const;

export const outcomeLabels = {
  'tutto bene': 'Tutto bene',
  preoccupazioni: 'Preoccupazioni',
  'il cavallo rientra': 'Il cavallo rientra',
} as const;
