import type { BiText } from '#src/components/bilingual/bilingual';
import { association } from '#src/config/association';
import type { CessionField } from './cession-form';

// Giving up a horse is hard: the texts are warm, never judge, and say plainly what happens next.

export const cessionLabels: Record<CessionField, BiText> = {
  givenName: { it: 'Nome', en: 'Given name' },
  familyName: { it: 'Cognome', en: 'Family name' },
  phone: { it: 'Telefono', en: 'Phone' },
  email: { it: 'E-mail (facoltativa)', en: 'E-mail (optional)' },
  cause: {
    it: 'Perché devi cedere il cavallo?',
    en: 'Why do you need to give up the horse?',
  },
  priority: { it: 'Quanto è urgente?', en: 'How urgent is it?' },
  horseRegion: { it: 'Regione in cui vive il cavallo', en: 'Region where the horse lives' },
  horseZip: { it: 'CAP', en: 'Postcode' },
  horseAddress: {
    it: 'Indirizzo o luogo in cui vive il cavallo',
    en: 'Address or place where the horse lives',
  },
  horseName: { it: 'Nome del cavallo', en: 'Horse’s name' },
  horseBirthdate: { it: 'Data di nascita', en: 'Date of birth' },
  horseBreed: { it: 'Razza', en: 'Breed' },
  horseHeight: { it: 'Altezza al garrese', en: 'Height at the withers' },
  humanTime: {
    it: 'Entro quanto tempo devi cedere il cavallo?',
    en: 'How soon do you need to give up the horse?',
  },
  horseFriends: { it: 'Con chi vive?', en: 'Who does it live with?' },
  horseHouse: { it: 'Dove vive?', en: 'Where is it kept?' },
  horseFeeding: { it: 'Come mangia?', en: 'How is it fed?' },
  horseFeet: { it: 'Come sono curati i piedi?', en: 'How are its feet cared for?' },
  horseManagementNotes: {
    it: 'Altro sulla sua gestione (facoltativo)',
    en: 'Anything else about its care (optional)',
  },
  horseCurrentPhysical: {
    it: 'Come sta di salute oggi?',
    en: 'How is its health today?',
  },
  horsePastPhysical: {
    it: 'Ha avuto problemi di salute in passato?',
    en: 'Has it had health problems in the past?',
  },
  horseCurrentMental: {
    it: 'Ha oggi problemi di comportamento?',
    en: 'Does it have behaviour problems today?',
  },
  horsePastMental: {
    it: 'Ha avuto problemi di comportamento in passato?',
    en: 'Has it had behaviour problems in the past?',
  },
  horsePersonality: { it: 'Che carattere ha?', en: 'What is it like?' },
  horseWithHumans: { it: 'Com’è con le persone?', en: 'How is it with people?' },
  horseWithHorses: {
    it: 'Com’è con gli altri cavalli?',
    en: 'How is it with other horses?',
  },
  notes: { it: 'Note (facoltative)', en: 'Notes (optional)' },
  declaration: {
    it: "Dichiaro che le informazioni fornite sono vere e accetto che l'associazione venga a conoscere il cavallo prima di prenderlo in carico.",
    en: 'I declare that the information given is true, and I agree that the association will come and meet the horse before taking it into its care.',
  },
};

export const cessionHints: Partial<Record<CessionField, BiText>> = {
  phone: {
    it: 'Ti chiameremo a questo numero.',
    en: 'We will call you on this number.',
  },
  email: {
    it: 'Se preferisci ricevere anche due righe scritte.',
    en: 'If you would also like a few written lines from us.',
  },
  cause: {
    it: 'Raccontaci la tua situazione con le parole che vuoi: nessuno ti giudica, ci aiuta a capire come esserti utili.',
    en: 'Tell us about your situation in your own words: nobody is judging you, it helps us understand how we can be of use.',
  },
  priority: {
    it: 'Ne terremo conto nel leggere la tua richiesta.',
    en: 'We will keep it in mind when we read your request.',
  },
  horseZip: {
    it: 'Cinque cifre, per esempio 00184; se il cavallo è all’estero, il codice postale del posto.',
    en: 'Five digits, e.g. 00184; if the horse is outside Italy, the local postcode.',
  },
  horseAddress: {
    it: 'La via e il comune, o come arrivarci se non c’è un indirizzo.',
    en: 'The street and town, or how to get there if there is no address.',
  },
  horseBirthdate: {
    it: 'Se non la conosci con precisione, indica una data approssimativa e scrivilo nelle note.',
    en: 'If you do not know it exactly, give an approximate date and say so in the notes.',
  },
  horseBreed: {
    it: 'Anche "meticcio" o "non so" va bene.',
    en: '"Crossbreed" or "I don’t know" is fine too.',
  },
  horseHeight: {
    it: 'Per esempio 155 cm; anche approssimativa.',
    en: 'For example 155 cm; an estimate is fine.',
  },
  humanTime: {
    it: 'Per esempio: entro fine mese, un paio di mesi, non c’è una scadenza.',
    en: 'For example: by the end of the month, a couple of months, no set date.',
  },
  horseManagementNotes: {
    it: 'Uscite, abitudini, cure particolari.',
    en: 'Turnout, habits, any special care.',
  },
  horseCurrentPhysical: {
    it: 'Zoppie, malattie, terapie in corso; "sta bene" è una risposta preziosa.',
    en: 'Lameness, illnesses, ongoing treatment; "healthy" is a precious answer too.',
  },
  horseCurrentMental: {
    it: 'Paure, vizi, difficoltà a farsi toccare o a salire sul van; "nessuno" va bene.',
    en: 'Fears, vices, trouble being handled or loaded; "none" is fine.',
  },
  horsePersonality: {
    it: 'Come lo descriveresti a chi non lo conosce.',
    en: 'How you would describe it to someone who has never met it.',
  },
  notes: {
    it: 'Quello che vuoi aggiungere: orari in cui chiamarti, documenti del cavallo, chi lo conosce bene.',
    en: 'Anything you want to add: when to call you, the horse’s papers, who knows it well.',
  },
};

export const cessionSections = {
  applicant: { it: 'I tuoi dati', en: 'About you' },
  priority: { it: 'Priorità', en: 'Priority' },
  horse: { it: 'Il cavallo', en: 'The horse' },
  life: { it: 'Vita e carattere del cavallo', en: 'The horse’s life and character' },
  photos: { it: 'Foto', en: 'Photos' },
  notes: { it: 'Note', en: 'Notes' },
} as const satisfies Record<string, BiText>;

export const photosHint = (max: number): BiText => ({
  it: `Facoltative, ma ci aiutano molto a conoscerlo: il cavallo intero di lato, la testa, i piedi, il posto in cui vive. Fino a ${max} foto; le alleggeriamo noi prima di inviarle, quindi vanno bene anche quelle scattate col telefono.`,
  en: `Optional, but they help us a lot to get to know the horse: the whole horse from the side, its head, its feet, the place where it lives. Up to ${max} photos; we make them lighter before sending them, so photos straight from your phone are fine.`,
});

export const cessionText = {
  title: { it: 'Richiesta di cessione di un cavallo', en: 'Request to surrender a horse' },
  description: {
    it: `Devi separarti dal tuo cavallo? Scrivi a ${association.name}: leggiamo ogni richiesta e ti chiameremo per cercare insieme una strada.`,
    en: `Do you have to part with your horse? Write to ${association.name}: we read every request and will call you to look for a way together.`,
  },
  intro: {
    it: 'Separarsi da un cavallo è una delle decisioni più difficili, e chiedere aiuto è un gesto di responsabilità. Raccontaci di te e di lui: leggiamo ogni richiesta con attenzione e ti chiameremo per capire insieme la strada migliore.',
    en: 'Parting with a horse is one of the hardest decisions there is, and asking for help is a responsible thing to do. Tell us about yourself and about your horse: we read every request carefully and will call you to work out the best way forward together.',
  },
  photosLabel: { it: 'Foto del cavallo (facoltative)', en: 'Photos of the horse (optional)' },
  submit: { it: 'Invia la richiesta', en: 'Send the request' },
} as const satisfies Record<string, BiText>;

export const cessionSuccessText = (horse: string): readonly BiText[] => [
  {
    it: `La richiesta per ${horse} è arrivata. Sappiamo che non è stato facile scriverla, e ti ringraziamo per la fiducia.`,
    en: `Your request for ${horse} has reached us. We know it was not easy to write, and we thank you for your trust.`,
  },
  {
    it: 'Leggiamo ogni richiesta con cura e ti chiameremo al numero che ci hai lasciato entro una settimana, prima se ci hai detto che è urgente.',
    en: 'We read every request carefully and will call you on the number you gave us within a week, sooner if you told us it is urgent.',
  },
  {
    it: 'Non possiamo prendere in carico tutti i cavalli, ma in ogni caso ti aiuteremo a cercare una soluzione.',
    en: 'We cannot take in every horse, but either way we will help you look for a solution.',
  },
];

/** How the hint under the send button names each answer still missing or wrong. */
export const cessionMissingLabels: Record<
  CessionField | 'applicationId' | 'keepContacts' | 'photos',
  BiText
> = {
  ...cessionLabels,
  declaration: { it: 'Dichiarazione', en: 'Declaration' },
  photos: cessionText.photosLabel,
  applicationId: { it: 'Pagina', en: 'Page' },
  keepContacts: { it: 'Dati di contatto', en: 'Contact details' },
};
