import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { applicationReference } from '#src/features/applications/model/application-reference.ts';

// What the public forms send, shared by the rules tests of the applications and of their mails.

export const PHOTO = 'k3j9x0a1b2c4.webp';

/** The reference a form stores with the application of this id; `data` may set another. */
export const withReference = (id: string, data: DocumentData): DocumentData => ({
  reference: applicationReference(id),
  ...data,
});

/** Every key the adoption form sends (but its reference: `withReference`), the optional answers empty. */
export function adoption(overrides: DocumentData = {}): DocumentData {
  return {
    givenName: 'Maria',
    familyName: 'Rossi',
    phone: '+39 333 1234567',
    email: 'maria@example.org',
    region: 'Toscana',
    zip: '50100',
    horses: ['ada', 'stella-alpina'],
    anyHorse: false,
    newsletterUpdates: true,
    newsletterAdoption: false,
    newsletterSupport: false,
    horseAddress: 'Via dei Prati 1, Firenze',
    horseBarncode: '123FI456',
    horsePlace: 'Terreno di proprietà',
    horsePlaceNotes: '',
    horseFriends: 'Altri cavalli',
    horseFriendsNotes: '',
    horseHouse: 'Pascolo con capannina',
    horseHouseNotes: '',
    horseFeeding: 'Fieno a volontà',
    horseFeedingNotes: '',
    horseFeet: 'Pareggio naturale da maniscalco',
    horseFeetNotes: '',
    humanActivities: '',
    humanExperience: 'Ho avuto cavalli per vent’anni.',
    humanSchool: '',
    humanPrevious: '',
    humanWhy: 'Per dare una casa a un cavallo anziano.',
    desiredPhysics: '',
    desiredMental: '',
    desiredSkills: '',
    desiredHealth: 'Anche con problemi di salute lievi',
    desiredHealthNotes: '',
    desiredBrain: 'Solo un cavallo tranquillo',
    desiredBrainNotes: '',
    declaration: true,
    photos: [PHOTO],
    isNew: true,
    date: serverTimestamp(),
    ...overrides,
  };
}

/** Every key the cession form sends. */
export function cession(overrides: DocumentData = {}): DocumentData {
  return {
    givenName: 'Paolo',
    familyName: 'Bianchi',
    phone: '333 7654321',
    email: '',
    cause: 'Trasferimento all’estero.',
    priority: 'Il più velocemente possibile',
    horseRegion: 'Lombardia',
    horseZip: '20100',
    horseAddress: 'Cascina Verde, Milano',
    horseName: 'Tuono',
    horseBirthdate: '2009-04-12',
    horseBreed: 'Sella italiano',
    horseHeight: '160 cm',
    humanTime: 'Entro tre mesi.',
    horseFriends: 'Altri cavalli',
    horseHouse: 'Box con paddock',
    horseFeeding: 'Fieno e mangime',
    horseFeet: 'Ferratura',
    horseManagementNotes: '',
    horseCurrentPhysical: 'Sano.',
    horsePastPhysical: 'Una colica nel 2020.',
    horseCurrentMental: 'Tranquillo.',
    horsePastMental: 'Nessuno.',
    horsePersonality: 'Curioso e affettuoso.',
    horseWithHumans: 'Si lascia maneggiare da tutti.',
    horseWithHorses: 'Sta bene in gruppo.',
    notes: '',
    declaration: true,
    photos: [],
    isNew: true,
    date: serverTimestamp(),
    ...overrides,
  };
}

/** The phones the forms accept and those they refuse: the rules must judge each the same. */
export const phones = {
  callable: [
    '333 123 4567',
    '3331234567',
    '055 123456',
    '+39 055 123 4567',
    '+41 79 123 45 67',
    '0039 333 1234567',
    '123456',
    '+123456789012345',
    `333${' '.repeat(30)}1234567`,
  ],
  malformed: [
    'abc',
    'ciao',
    '12',
    '12345',
    '+12345',
    '1234567890123456',
    '333-1234567',
    '333.123.4567',
    '(055) 123456',
    '39+ 333 1234567',
    '++39 333 1234567',
    '+ 39 333 1234567',
    ' 333 1234567',
    '+',
  ],
} as const;
