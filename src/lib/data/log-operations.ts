/**
 * Every operation the audit log records (its `function`), with the Italian words the log viewer
 * shows for it. A logged write names one of these (`LogRecord.operation`), so an operation without
 * a label does not compile; the rules' and the scripts' own are listed too.
 */
export const logOperationLabels = {
  addHorse: 'Nuovo cavallo',
  updateHorse: 'Modifica cavallo',
  deleteHorse: 'Eliminazione cavallo',
  republishPublicHorses: 'Ripubblicazione dei cavalli sul sito',
  addEvent: 'Nuovo evento',
  updateEvent: 'Modifica evento',
  deleteEvent: 'Eliminazione evento',
  addHorseNews: 'Nuova notizia di un cavallo',
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
  openCircleApplication: 'Candidatura cerchia aperta',
  updateVolunteerApplication: 'Modifica candidatura volontariato',
  deleteVolunteerApplication: 'Eliminazione candidatura volontariato',
  sendStaffMessage: 'E-mail a chi ha fatto domanda',
  sendHorseNews: 'Notizia di un cavallo inviata alla sua cerchia',
  retryMail: "Nuovo invio di un'e-mail non consegnata",
  resubscribeToNews: 'Iscrizione di nuovo alle notizie di un cavallo',
  retentionDelete: 'Cancellazione per fine conservazione',
  grantVolunteerAccess: 'Accesso di un volontario concesso',
  revokeVolunteerAccess: 'Accesso di un volontario revocato',
  inviteVolunteer: 'Invito di un volontario ad accedere',
  deleteVolunteerAccess: 'Accesso di un volontario eliminato',
  enrolVolunteer: 'Iscrizione nel registro dei volontari',
  removeVolunteer: 'Cancellazione dal registro dei volontari',
  correctVolunteer: 'Rettifica nel registro dei volontari',
  deleteInsurerNotice: "Eliminazione della copia di un avviso all'assicurazione",
  addVolunteerRegisterPrint: 'Stampa del registro dei volontari',
  // After the adoption (issue 44, decision 94).
  startFollowUpPlan: "Avvio dei controlli dopo l'adozione",
  addFollowUpVisit: "Nuova visita di controllo dopo l'adozione",
  updateFollowUpVisit: "Modifica visita di controllo dopo l'adozione",
  deleteFollowUpVisit: "Eliminazione visita di controllo dopo l'adozione",
  updateFollowUpIntervals: 'Modifica intervalli delle visite di controllo',
  subscribeToWeeklyDigest: 'Richiesta della mail settimanale "Da fare questa settimana"',
  deleteWeeklyDigestSubscription: 'Fine della mail settimanale "Da fare questa settimana"',
  sendWeeklyDigest: 'Invio della mail settimanale "Da fare questa settimana"',
} as const satisfies Readonly<Record<string, string>>;

export type LogOperation = keyof typeof logOperationLabels;

export const isLogOperation = (name: string): name is LogOperation =>
  Object.hasOwn(logOperationLabels, name);

export const logOperationLabel = (name: string): string | null =>
  isLogOperation(name) ? logOperationLabels[name] : null;
