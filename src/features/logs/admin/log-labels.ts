import type { LogCollection } from '../model/log-entry';

// The stored operation name stays visible beside its label: it is what the code and the rules use.

export const collectionLabels: Readonly<Record<LogCollection, string>> = {
  horses: 'Cavalli',
  events: 'Eventi',
  horseNews: 'Notizie dai cavalli',
  careRecords: 'Cure dei cavalli',
  careIntervals: 'Intervalli delle cure',
  horseDocuments: 'Documenti dei cavalli',
  adoptionApplications: 'Candidature adozione',
  cessionApplications: 'Candidature cessione',
  circleApplications: 'Candidature cerchie',
  volunteerApplications: 'Candidature volontariato',
  mail: 'E-mail',
  unsubscribes: 'Disiscrizioni dalle notizie',
  volunteerAccess: 'Accessi dei volontari',
  volunteerRegister: 'Registro dei volontari',
  volunteerRegisterPrints: 'Stampe del registro dei volontari',
  followUpPlans: "Controlli dopo l'adozione",
  followUpVisits: "Visite di controllo dopo l'adozione",
  settings: 'Impostazioni',
  booksMovements: 'Prima nota',
  booksYears: 'Esercizi contabili',
  rotaTemplates: 'Turni settimanali',
  rotaShifts: 'Turni',
  rotaSettings: 'Impostazioni dei turni',
  supporters: 'Sostenitori',
  donations: 'Registro delle donazioni',
  donationReceipts: 'Ricevute delle donazioni',
  weeklyDigestSubscribers: 'Richieste della mail settimanale',
  weeklyDigests: 'Mail settimanali "Da fare questa settimana"',
};

export {
  logOperationLabels as operationLabels,
  logOperationLabel as operationLabel,
} from '#src/lib/data/log-operations';

export const changeLabels: Readonly<Record<string, string>> = {
  evaluation: 'Valutazione',
  homecheck: 'Preadozione',
  status: 'Stato',
  internalNotes: 'Note interne',
  startDate: 'Data di inizio',
  isNew: 'Nuova',
};
