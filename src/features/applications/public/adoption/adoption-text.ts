import type { BiText } from '#src/components/bilingual/bilingual';
import { association } from '#src/config/association';
import { applicationLimits } from '../../model/public-application';
import type { AdoptionField } from './adoption-form';

type LabelledField = Exclude<
  AdoptionField,
  'applicationId' | 'horses' | 'anyHorse' | 'declaration' | 'keepContacts'
>;

export const adoptionLabels: Record<LabelledField, BiText> = {
  givenName: { it: 'Nome', en: 'Given name' },
  familyName: { it: 'Cognome', en: 'Family name' },
  phone: { it: 'Telefono', en: 'Phone' },
  email: { it: 'E-mail', en: 'E-mail' },
  region: { it: 'Regione in cui vivi', en: 'Region where you live' },
  zip: { it: 'CAP', en: 'Postcode' },
  newsletterUpdates: {
    it: 'Notizie dai nostri cavalli e dall’associazione',
    en: 'News from our horses and the association',
  },
  newsletterAdoption: {
    it: 'I cavalli che cercano casa',
    en: 'The horses looking for a home',
  },
  newsletterSupport: {
    it: 'I modi per sostenerci',
    en: 'Ways to support us',
  },
  horseAddress: {
    it: 'Indirizzo dove vivrà il cavallo',
    en: 'Address where the horse would live',
  },
  horseBarncode: {
    it: 'Codice aziendale della stalla (facoltativo)',
    en: 'Barn code of the stable (optional)',
  },
  horsePlace: { it: 'Dove vivrà il cavallo?', en: 'Where would the horse live?' },
  horsePlaceNotes: {
    it: 'Note sul luogo (facoltative)',
    en: 'Notes on the place (optional)',
  },
  horseFriends: { it: 'Con chi vivrà?', en: 'Who would it live with?' },
  horseFriendsNotes: {
    it: 'Note sulla compagnia (facoltative)',
    en: 'Notes on its companions (optional)',
  },
  horseHouse: { it: 'Come sarà sistemato?', en: 'How would it be kept?' },
  horseHouseNotes: {
    it: 'Note sulla sistemazione (facoltative)',
    en: 'Notes on how it would be kept (optional)',
  },
  horseFeeding: { it: 'Come mangerà?', en: 'How would it be fed?' },
  horseFeedingNotes: {
    it: 'Note sull’alimentazione (facoltative)',
    en: 'Notes on feeding (optional)',
  },
  horseFeet: {
    it: 'Chi si prenderà cura dei suoi piedi?',
    en: 'Who would look after its hooves?',
  },
  horseFeetNotes: {
    it: 'Note sulla cura dei piedi (facoltative)',
    en: 'Notes on hoof care (optional)',
  },
  humanActivities: {
    it: 'Che cosa vorresti fare con il cavallo? (facoltativo)',
    en: 'What would you like to do with the horse? (optional)',
  },
  humanExperience: {
    it: 'La tua esperienza con i cavalli',
    en: 'Your experience with horses',
  },
  humanSchool: {
    it: 'Corsi e formazione (facoltativo)',
    en: 'Courses and training (optional)',
  },
  humanPrevious: {
    it: 'Cavalli che hai avuto in passato (facoltativo)',
    en: 'Horses you have had before (optional)',
  },
  humanWhy: {
    it: 'Perché vuoi adottare un cavallo?',
    en: 'Why do you want to adopt a horse?',
  },
  desiredPhysics: {
    it: 'Caratteristiche fisiche che cerchi (facoltativo)',
    en: 'Physical traits you are looking for (optional)',
  },
  desiredMental: {
    it: 'Carattere che cerchi (facoltativo)',
    en: 'Temperament you are looking for (optional)',
  },
  desiredSkills: {
    it: 'Che cosa dovrebbe saper fare (facoltativo)',
    en: 'What it should be able to do (optional)',
  },
  desiredHealth: {
    it: 'Adotteresti un cavallo con problemi di salute?',
    en: 'Would you adopt a horse with health problems?',
  },
  desiredHealthNotes: {
    it: 'Note sui problemi di salute (facoltative)',
    en: 'Notes on health problems (optional)',
  },
  desiredBrain: {
    it: 'Adotteresti un cavallo con problemi di comportamento?',
    en: 'Would you adopt a horse with behaviour problems?',
  },
  desiredBrainNotes: {
    it: 'Note sui problemi di comportamento (facoltative)',
    en: 'Notes on behaviour problems (optional)',
  },
  photos: {
    it: 'Foto del posto dove vivrà il cavallo (facoltative)',
    en: 'Photos of where the horse would live (optional)',
  },
};

export const adoptionHints: Partial<Record<LabelledField, BiText>> = {
  phone: {
    it: 'Ti chiameremo a questo numero per conoscerci.',
    en: 'We will call you on this number to get to know you.',
  },
  region: {
    it: 'Scegli «Estero» se vivi fuori dall’Italia.',
    en: 'Choose "Outside Italy" if you live abroad.',
  },
  zip: {
    it: 'Il CAP del comune in cui vivi, per esempio 20121.',
    en: 'The Italian postcode of where you live, e.g. 20121; any postcode if you live abroad.',
  },
  horseAddress: {
    it: 'Via, numero civico e comune: anche se è diverso da dove abiti tu.',
    en: 'Street, number and town: even if it is not where you live.',
  },
  horseBarncode: {
    it: 'Il codice della stalla registrata all’ASL: 3 cifre, 2 lettere e 3 cifre, per esempio 123AB456. Se non ce l’hai ancora, lascialo vuoto.',
    en: 'The code of the stable registered with the local health authority: 3 digits, 2 letters and 3 digits, e.g. 123AB456. Leave it empty if you do not have one yet.',
  },
  humanActivities: {
    it: 'Passeggiate, lavoro da terra, equitazione, compagnia per altri cavalli…',
    en: 'Walks, groundwork, riding, company for other horses…',
  },
  humanExperience: {
    it: 'Da quanto tempo frequenti i cavalli, e come: in maneggio, con un cavallo tuo, in famiglia…',
    en: 'How long you have been around horses, and how: at a riding school, with a horse of your own, in your family…',
  },
  humanWhy: {
    it: 'Raccontaci con parole tue che cosa ti spinge ad accogliere un cavallo.',
    en: 'Tell us in your own words what makes you want to take in a horse.',
  },
  desiredPhysics: {
    it: 'Età, altezza, razza, colore…',
    en: 'Age, height, breed, colour…',
  },
  desiredHealth: {
    it: 'Molti dei nostri cavalli hanno bisogno di cure particolari: rispondi con sincerità.',
    en: 'Many of our horses need special care: please answer honestly.',
  },
  photos: {
    it: `Fino a ${applicationLimits.photos} foto: il paddock, il ricovero, la stalla… Ci aiutano a conoscere il posto prima della visita.`,
    en: `Up to ${applicationLimits.photos} photos: the paddock, the shelter, the stable… They help us know the place before the visit.`,
  },
};

export const newsletterText = {
  legend: {
    it: 'Vuoi ricevere le nostre notizie?',
    en: 'Would you like to hear from us?',
  },
  hint: {
    it: 'Facoltativo: scegli quello che ti interessa. Puoi cambiare idea quando vuoi.',
    en: 'Optional: choose what interests you. You can change your mind at any time.',
  },
} as const satisfies Record<string, BiText>;

export const adoptionSections = {
  person: { it: 'Dati personali', en: 'About you' },
  life: { it: 'La vita del cavallo', en: 'The horse’s life with you' },
  activities: { it: 'Attività', en: 'You and horses' },
  desired: { it: 'Il cavallo desiderato', en: 'The horse you are looking for' },
  photos: { it: 'Foto', en: 'Photos' },
} as const satisfies Record<string, BiText>;

export const adoptionText = {
  title: { it: 'Candidatura per adottare un cavallo', en: 'Application to adopt a horse' },
  description: {
    it: `Vuoi dare una casa a uno dei cavalli di ${association.name}? Raccontaci di te e del posto dove vivrebbe: leggiamo ogni candidatura e ti richiamiamo.`,
    en: `Would you like to give a home to one of ${association.name}'s horses? Tell us about you and where it would live: we read every application and call you back.`,
  },
  intro: {
    it: 'Adottare un cavallo è un impegno per tutta la sua vita, e siamo felici che tu ci stia pensando. Raccontaci di te, del posto dove vivrebbe e del cavallo che cerchi: più ci dici, meglio possiamo trovare il compagno giusto. Bastano una ventina di minuti, e quello che scrivi resta in questo browser finché non lo invii.',
    en: 'Adopting a horse is a commitment for the whole of its life, and we are glad you are thinking about it. Tell us about you, the place where it would live and the horse you are looking for: the more you tell us, the better we can find the right match. It takes about twenty minutes, and what you write stays in this browser until you send it.',
  },
  declaration: {
    it: "Dichiaro che le informazioni fornite sono vere e accetto una visita di preaffido prima dell'adozione.",
    en: 'I declare that the information I have given is true, and I accept a pre-adoption visit before the adoption.',
  },
} as const satisfies Record<string, BiText>;

export const adoptionSuccess: readonly BiText[] = [
  {
    it: 'La tua candidatura è arrivata: grazie per voler dare una casa a uno dei nostri cavalli.',
    en: 'Your application has reached us: thank you for wanting to give a home to one of our horses.',
  },
  {
    it: 'Il nostro staff legge con cura ogni candidatura. Entro circa due settimane ti chiameremo al numero che ci hai lasciato, per conoscerci e parlare del cavallo giusto per te. Se andiamo avanti, verremo a trovarti per una visita di preaffido: nessun cavallo lascia l’Oasi senza un contratto di adozione.',
    en: 'Our staff read every application carefully. Within about two weeks we will call you on the number you gave us, to get to know you and talk about the right horse for you. If we go ahead, we will visit you before the adoption: no horse leaves the Oasis without an adoption contract.',
  },
];

/** How the hint under the send button names each answer still missing or wrong. */
export const adoptionMissingLabels: Record<AdoptionField, BiText> = {
  ...adoptionLabels,
  horses: { it: 'Cavalli', en: 'Horses' },
  anyHorse: { it: 'Cavalli', en: 'Horses' },
  declaration: { it: 'Dichiarazione', en: 'Declaration' },
  applicationId: { it: 'Pagina', en: 'Page' },
  keepContacts: { it: 'Dati di contatto', en: 'Contact details' },
};
