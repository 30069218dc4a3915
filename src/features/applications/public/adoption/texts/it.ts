import { association } from '#src/config/association';
import { applicationLimits } from '#src/features/applications/model/public-application';
import type { AdoptionField } from '../adoption-form';
import { it as application } from '../../common/texts/it';

type LabelledField = Exclude<
  AdoptionField,
  'applicationId' | 'horses' | 'anyHorse' | 'declaration' | 'keepContacts'
>;

/** The adoption form's words: the page, each field's label and hint, the sections, the thanks. */
export const it = {
  title: 'Candidatura per adottare un cavallo',
  description: `Vuoi dare una casa a uno dei cavalli di ${association.name}? Raccontaci di te e del posto dove vivrebbe: leggiamo ogni candidatura e ti richiamiamo.`,
  intro:
    'Adottare un cavallo è un impegno per tutta la sua vita, e siamo felici che tu ci stia pensando. Raccontaci di te, del posto dove vivrebbe e del cavallo che cerchi: più ci dici, meglio possiamo trovare il compagno giusto. Bastano una ventina di minuti, e quello che scrivi resta in questo browser finché non lo invii.',
  declaration:
    "Dichiaro che le informazioni fornite sono vere e accetto una visita di preaffido prima dell'adozione.",
  /** Each field's label, named as the form's values are. */
  labels: {
    givenName: 'Nome',
    familyName: 'Cognome',
    phone: 'Telefono',
    email: 'E-mail',
    region: 'Regione in cui vivi',
    zip: 'CAP',
    newsletterUpdates: 'Notizie dai nostri cavalli e dall’associazione',
    newsletterAdoption: 'I cavalli che cercano casa',
    newsletterSupport: 'I modi per sostenerci',
    horseAddress: 'Indirizzo dove vivrà il cavallo',
    horseBarncode: 'Codice aziendale della stalla (facoltativo)',
    horsePlace: 'Dove vivrà il cavallo?',
    horsePlaceNotes: 'Note sul luogo (facoltative)',
    horseFriends: 'Con chi vivrà?',
    horseFriendsNotes: 'Note sulla compagnia (facoltative)',
    horseHouse: 'Come sarà sistemato?',
    horseHouseNotes: 'Note sulla sistemazione (facoltative)',
    horseFeeding: 'Come mangerà?',
    horseFeedingNotes: 'Note sull’alimentazione (facoltative)',
    horseFeet: 'Chi si prenderà cura dei suoi piedi?',
    horseFeetNotes: 'Note sulla cura dei piedi (facoltative)',
    humanActivities: 'Che cosa vorresti fare con il cavallo? (facoltativo)',
    humanExperience: 'La tua esperienza con i cavalli',
    humanSchool: 'Corsi e formazione (facoltativo)',
    humanPrevious: 'Cavalli che hai avuto in passato (facoltativo)',
    humanWhy: 'Perché vuoi adottare un cavallo?',
    desiredPhysics: 'Caratteristiche fisiche che cerchi (facoltativo)',
    desiredMental: 'Carattere che cerchi (facoltativo)',
    desiredSkills: 'Che cosa dovrebbe saper fare (facoltativo)',
    desiredHealth: 'Adotteresti un cavallo con problemi di salute?',
    desiredHealthNotes: 'Note sui problemi di salute (facoltative)',
    desiredBrain: 'Adotteresti un cavallo con problemi di comportamento?',
    desiredBrainNotes: 'Note sui problemi di comportamento (facoltative)',
    photos: 'Foto del posto dove vivrà il cavallo (facoltative)',
  } satisfies Record<LabelledField, string>,
  /** The line under a field, where it has one. */
  hints: {
    phone: 'Ti chiameremo a questo numero per conoscerci.',
    region: 'Scegli «Estero» se vivi fuori dall’Italia.',
    zip: 'Il CAP del comune in cui vivi, per esempio 20121.',
    horseAddress: 'Via, numero civico e comune: anche se è diverso da dove abiti tu.',
    horseBarncode:
      'Il codice della stalla registrata all’ASL: 3 cifre, 2 lettere e 3 cifre, per esempio 123AB456. Se non ce l’hai ancora, lascialo vuoto.',
    humanActivities: 'Passeggiate, lavoro da terra, equitazione, compagnia per altri cavalli…',
    humanExperience:
      'Da quanto tempo frequenti i cavalli, e come: in maneggio, con un cavallo tuo, in famiglia…',
    humanWhy: 'Raccontaci con parole tue che cosa ti spinge ad accogliere un cavallo.',
    desiredPhysics: 'Età, altezza, razza, colore…',
    desiredHealth:
      'Molti dei nostri cavalli hanno bisogno di cure particolari: rispondi con sincerità.',
    photos: `Fino a ${applicationLimits.photos} foto: il paddock, il ricovero, la stalla… Ci aiutano a conoscere il posto prima della visita.`,
  },
  newsletter: {
    legend: 'Vuoi ricevere le nostre notizie?',
    hint: 'Facoltativo: scegli quello che ti interessa. Puoi cambiare idea quando vuoi.',
  },
  sections: {
    person: 'Dati personali',
    life: 'La vita del cavallo',
    activities: 'Attività',
    desired: 'Il cavallo desiderato',
    photos: 'Foto',
  },
  /** The thanks' paragraphs, once the application is sent. */
  sent: [
    'La tua candidatura è arrivata: grazie per voler dare una casa a uno dei nostri cavalli.',
    'Il nostro staff legge con cura ogni candidatura. Entro circa due settimane ti chiameremo al numero che ci hai lasciato, per conoscerci e parlare del cavallo giusto per te. Se andiamo avanti, verremo a trovarti per una visita di preaffido: nessun cavallo lascia l’Oasi senza un contratto di adozione.',
  ] as readonly string[],
  /** The checks' texts, by the key their schema writes (decision 81). */
  errors: {
    ...application.errors,
    barncode: 'Il codice aziendale è fatto di 3 cifre, 2 lettere e 3 cifre, per esempio 123AB456.',
    tooManyPhotos: (max: number) => `Al massimo ${max} foto.`,
    noHorse: 'Scegli almeno un cavallo, oppure «Qualsiasi cavallo adatto».',
    tooManyHorses: (max: number) => `Puoi scegliere al massimo ${max} cavalli.`,
  },
  /** How the line under the send button names an answer that is not a labelled field. */
  missing: {
    horses: 'Cavalli',
    anyHorse: 'Cavalli',
    declaration: 'Dichiarazione',
    applicationId: 'Pagina',
    keepContacts: 'Dati di contatto',
  },
  /** The choice of the horses looking for a home. */
  horseChoice: {
    legend: 'Quale cavallo vorresti adottare?',
    hint: 'Puoi sceglierne più di uno. Sono i cavalli che oggi cercano casa.',
    any: 'Qualsiasi cavallo adatto',
    anyHint: 'Ti proporremo noi il cavallo più adatto a te e alla sua nuova casa.',
    loading: 'Caricamento dei cavalli…',
    failed:
      'Non siamo riusciti a caricare i cavalli che cercano casa. Scegli «Qualsiasi cavallo adatto» e, se ne hai in mente uno, scrivi il suo nome nella risposta sul perché vuoi adottare.',
    none: 'In questo momento nessun cavallo cerca casa sul sito: scegli «Qualsiasi cavallo adatto» e ti proporremo noi quello giusto.',
  },
};

export type AdoptionTexts = typeof it;
