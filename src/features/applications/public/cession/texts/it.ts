import { association } from '#src/config/association';
import type { CessionField } from '../cession-form';
import { it as application } from '../../common/texts/it';

// Giving up a horse is hard: the texts are warm, never judge, and say plainly what happens next.

/** The cession form's words: the page, each field's label and hint, the sections, the thanks. */
export const it = {
  title: 'Richiesta di cessione di un cavallo',
  description: `Devi separarti dal tuo cavallo? Scrivi a ${association.name}: leggiamo ogni richiesta e ti chiameremo per cercare insieme una strada.`,
  intro:
    'Separarsi da un cavallo è una delle decisioni più difficili, e chiedere aiuto è un gesto di responsabilità. Raccontaci di te e di lui: leggiamo ogni richiesta con attenzione e ti chiameremo per capire insieme la strada migliore.',
  photosLabel: 'Foto del cavallo (facoltative)',
  submit: 'Invia la richiesta',
  /** Each field's label, named as the form's values are. */
  labels: {
    givenName: 'Nome',
    familyName: 'Cognome',
    phone: 'Telefono',
    email: 'E-mail (facoltativa)',
    cause: 'Perché devi cedere il cavallo?',
    priority: 'Quanto è urgente?',
    horseRegion: 'Regione in cui vive il cavallo',
    horseZip: 'CAP',
    horseAddress: 'Indirizzo o luogo in cui vive il cavallo',
    horseName: 'Nome del cavallo',
    horseBirthdate: 'Data di nascita',
    horseBreed: 'Razza',
    horseHeight: 'Altezza al garrese',
    humanTime: 'Entro quanto tempo devi cedere il cavallo?',
    horseFriends: 'Con chi vive?',
    horseHouse: 'Dove vive?',
    horseFeeding: 'Come mangia?',
    horseFeet: 'Come sono curati i piedi?',
    horseManagementNotes: 'Altro sulla sua gestione (facoltativo)',
    horseCurrentPhysical: 'Come sta di salute oggi?',
    horsePastPhysical: 'Ha avuto problemi di salute in passato?',
    horseCurrentMental: 'Ha oggi problemi di comportamento?',
    horsePastMental: 'Ha avuto problemi di comportamento in passato?',
    horsePersonality: 'Che carattere ha?',
    horseWithHumans: 'Com’è con le persone?',
    horseWithHorses: 'Com’è con gli altri cavalli?',
    notes: 'Note (facoltative)',
    declaration:
      "Dichiaro che le informazioni fornite sono vere e accetto che l'associazione venga a conoscere il cavallo prima di prenderlo in carico.",
  } satisfies Record<CessionField, string>,
  /** The line under a field, where it has one. */
  hints: {
    phone: 'Ti chiameremo a questo numero.',
    email: 'Se preferisci ricevere anche due righe scritte.',
    cause:
      'Raccontaci la tua situazione con le parole che vuoi: nessuno ti giudica, ci aiuta a capire come esserti utili.',
    priority: 'Ne terremo conto nel leggere la tua richiesta.',
    horseZip:
      'Cinque cifre, per esempio 00184; se il cavallo è all’estero, il codice postale del posto.',
    horseAddress: 'La via e il comune, o come arrivarci se non c’è un indirizzo.',
    horseBirthdate:
      'Se non la conosci con precisione, indica una data approssimativa e scrivilo nelle note.',
    horseBreed: 'Anche "meticcio" o "non so" va bene.',
    horseHeight: 'Per esempio 155 cm; anche approssimativa.',
    humanTime: 'Per esempio: entro fine mese, un paio di mesi, non c’è una scadenza.',
    horseManagementNotes: 'Uscite, abitudini, cure particolari.',
    horseCurrentPhysical: 'Zoppie, malattie, terapie in corso; "sta bene" è una risposta preziosa.',
    horseCurrentMental:
      'Paure, vizi, difficoltà a farsi toccare o a salire sul van; "nessuno" va bene.',
    horsePersonality: 'Come lo descriveresti a chi non lo conosce.',
    notes:
      'Quello che vuoi aggiungere: orari in cui chiamarti, documenti del cavallo, chi lo conosce bene.',
  },
  sections: {
    applicant: 'I tuoi dati',
    priority: 'Priorità',
    horse: 'Il cavallo',
    life: 'Vita e carattere del cavallo',
    photos: 'Foto',
    notes: 'Note',
  },
  photosHint: (max: number) =>
    `Facoltative, ma ci aiutano molto a conoscerlo: il cavallo intero di lato, la testa, i piedi, il posto in cui vive. Fino a ${max} foto; le alleggeriamo noi prima di inviarle, quindi vanno bene anche quelle scattate col telefono.`,
  /** The thanks' paragraphs, once the request is sent. */
  sent: (horse: string): readonly string[] => [
    `La richiesta per ${horse} è arrivata. Sappiamo che non è stato facile scriverla, e ti ringraziamo per la fiducia.`,
    'Leggiamo ogni richiesta con cura e ti chiameremo al numero che ci hai lasciato entro una settimana, prima se ci hai detto che è urgente.',
    'Non possiamo prendere in carico tutti i cavalli, ma in ogni caso ti aiuteremo a cercare una soluzione.',
  ],
  errors: {
    ...application.errors,
    birthdate: 'Scrivi una data vera, per esempio 12/04/2009.',
    birthdateFuture: 'La data di nascita non può essere nel futuro.',
  },
  /** How the line under the send button names an answer that is not a labelled field. */
  missing: {
    declaration: 'Dichiarazione',
    applicationId: 'Pagina',
    keepContacts: 'Dati di contatto',
  },
};

export type CessionTexts = typeof it;
