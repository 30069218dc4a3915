import type { LogCollection } from '../model/log-entry';

// The stored operation name stays visible beside its label: it is what the code and the rules use.

export const collectionLabels: Readonly<Record<LogCollection, string>> = {
  horses: 'Cavalli',
  events: 'Eventi',
  horseNews: 'Notizie dai cavalli',
  careRecords: 'Cure dei cavalli',
  careIntervals: 'Intervalli delle cure',
  horseDocuments: 'Documenti dei cavalli',
  mail: 'E-mail',
  adoptionApplications: 'Candidature adozione',
  cessionApplications: 'Candidature cessione',
  circleApplications: 'Candidature cerchie',
};

export const operationLabels: Readonly<Record<string, string>> = {
  addHorse: 'Nuovo cavallo',
  updateHorse: 'Modifica cavallo',
  deleteHorse: 'Eliminazione cavallo',
  republishPublicHorses: 'Ripubblicazione dei cavalli sul sito',
  addEvent: 'Nuovo evento',
  updateEvent: 'Modifica evento',
  deleteEvent: 'Eliminazione evento',
  addHorseNews: 'Nuova notizia di un cavallo',
  sendHorseNews: 'Notizia inviata al circolo del cavallo',
  updateHorseNews: 'Modifica notizia di un cavallo',
  deleteHorseNews: 'Eliminazione notizia di un cavallo',
  addCareRecord: 'Nuova cura di un cavallo',
  updateCareRecord: 'Modifica cura di un cavallo',
  deleteCareRecord: 'Eliminazione cura di un cavallo',
  addCareDay: 'Giornata di cure',
  updateCareIntervals: 'Modifica intervalli delle cure di un cavallo',
  addHorseDocument: 'Nuovo documento di un cavallo',
  deleteHorseDocument: 'Eliminazione documento di un cavallo',
  addAdoptionApplication: 'Nuova candidatura adozione',
  updateAdoptionApplication: 'Modifica candidatura adozione',
  deleteAdoptionApplication: 'Eliminazione candidatura adozione',
  openAdoptionApplication: 'Candidatura adozione aperta',
  addCessionApplication: 'Nuova candidatura cessione',
  updateCessionApplication: 'Modifica candidatura cessione',
  deleteCessionApplication: 'Eliminazione candidatura cessione',
  openCessionApplication: 'Candidatura cessione aperta',
  addCircleApplication: 'Nuova candidatura cerchia',
  updateCircleApplication: 'Modifica candidatura cerchia',
  deleteCircleApplication: 'Eliminazione candidatura cerchia',
  retentionDelete: 'Cancellazione per fine conservazione',
};

export const operationLabel = (operation: string): string | null =>
  Object.hasOwn(operationLabels, operation) ? (operationLabels[operation] ?? null) : null;

export const changeLabels: Readonly<Record<string, string>> = {
  evaluation: 'Valutazione',
  homecheck: 'Preadozione',
  status: 'Stato',
  internalNotes: 'Note interne',
  startDate: 'Data di inizio',
  isNew: 'Nuova',
};
