// The demo data set loaded by `npm run seed` (and by `npm start` on an empty backend). Fixed values,
// so seeding twice gives the same data; event dates are anchored to the current year so that the
// upcoming ones stay upcoming.

export interface DemoUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  staff: boolean;
}

/** Demo logins, printed by `npm start` and listed in the README. Never used outside the emulators. */
export const demoUsers: DemoUser[] = [
  {
    email: 'staff@example.org',
    password: 'demo-staff-2026',
    givenName: 'Giulia',
    familyName: 'Demo',
    staff: true,
  },
  {
    email: 'volontario@example.org',
    password: 'demo-volontario-2026',
    givenName: 'Marco',
    familyName: 'Senzaccesso',
    staff: false,
  },
];

export type DemoHorse = Record<string, string | number | boolean | undefined> & {
  slug: string;
  name: string;
  species: 'Cavallo' | 'Asino' | 'Altro';
  status: "Residente dell'Oasi" | 'In cerca di casa' | 'Adottato' | 'Deceduto' | 'Altro';
  showWeb: boolean;
};

export const demoHorses: DemoHorse[] = [
  {
    slug: 'ada',
    name: 'Ada',
    docname: 'Adelaide',
    species: 'Cavallo',
    breed: 'Haflinger',
    sex: 'Femmina',
    coat: 'Sauro',
    birthday: '2009-04-12',
    birthplace: 'Bolzano',
    isDeceased: -1,
    doctype: 'Passaporto',
    docnumber: 'IT-0001',
    chipnumber: '380260000000001',
    uelnnumber: '380001000000001',
    isEquinozio: 1,
    bdn: 1,
    property: 1,
    barn: 'Oasi',
    barncode: '001MI001',
    isCorrectBarncode: 1,
    latlng: '45.4642,9.19',
    notes: 'Ama le carote e le lunghe passeggiate.',
    status: "Residente dell'Oasi",
    showWeb: true,
    claim_it: "La nonna dolcissima dell'Oasi",
    short_it: 'Arrivata da un maneggio chiuso, oggi accoglie i nuovi arrivati.',
    description_it:
      "<p>Ada è arrivata all'Oasi nel 2018, dopo la chiusura del maneggio dove lavorava da anni.</p><p>Oggi è la <strong>nonna</strong> del branco e accoglie con pazienza ogni nuovo arrivato.</p>",
    location: 'Oasi',
  },
  {
    slug: 'benji',
    name: 'Benji',
    species: 'Asino',
    breed: "Asino dell'Amiata",
    sex: 'Castrone',
    coat: 'Grigio',
    birthday: '2015-06-01',
    birthplace: 'Grosseto',
    isDeceased: -1,
    isEquinozio: 1,
    bdn: 1,
    property: 1,
    isCorrectBarncode: 1,
    barncode: '001MI001',
    latlng: '42.76,11.11',
    status: 'In cerca di casa',
    showWeb: true,
    emergency: true,
    claim_it: 'Un asinello curioso cerca una famiglia',
    short_it: 'Socievole, abituato ai bambini, cerca casa con un compagno.',
    description_it:
      "<p>Benji è un asino giovane e curioso. Va d'accordo con tutti e cerca una famiglia che abbia già altri equidi.</p>",
    location: 'Oasi',
  },
  {
    slug: 'blu',
    name: 'Blu',
    species: 'Cavallo',
    breed: 'Trottatore',
    sex: 'Castrone',
    coat: 'Baio',
    birthday: '2012-03-20',
    birthplace: 'Ferrara',
    isDeceased: -1,
    isEquinozio: 1,
    bdn: -1,
    property: 1,
    isCorrectBarncode: 0,
    status: 'In cerca di casa',
    showWeb: true,
    claim_it: "Ex trottatore, cuore d'oro",
    short_it: 'Ritirato dalle corse, cerca una casa tranquilla.',
    description_it: '<p>Blu ha corso per anni negli ippodromi. Ora cerca una casa tranquilla.</p>',
  },
  {
    slug: 'frodo',
    name: 'Frodo',
    species: 'Asino',
    breed: 'Asino di Martina Franca',
    sex: 'Stallone',
    birthday: '2018-09-02',
    isDeceased: -1,
    isEquinozio: -1,
    bdn: 1,
    property: -1,
    isCorrectBarncode: 1,
    isAdopted: 1,
    adopter: 'Famiglia Bianchi',
    adopterPhone: '+39 333 1234567',
    adopterEmail: 'bianchi@example.org',
    isAdoptionContractualized: 1,
    adoptionContractLocation: 'Pavia',
    adoptionContractDate: '2024-05-18',
    barncode: '002PV010',
    barncodeAdoptionContract: '002PV010',
    latlng: '45.18,9.15',
    status: 'Adottato',
    showWeb: true,
    claim_it: 'Adottato da una famiglia di Pavia',
    short_it: 'Oggi vive con due capre e un pony.',
    description_it: '<p>Frodo ha trovato casa nel 2024 e vive con due capre e un pony.</p>',
  },
  {
    slug: 'kiya',
    name: 'Kiya',
    species: 'Cavallo',
    sex: 'Femmina',
    birthday: '2001-01-01',
    isDeceased: 1,
    isDeceasedReported: -1,
    isEquinozio: 1,
    status: 'Deceduto',
    showWeb: false,
    notes: 'Denuncia di morte da inviare.',
  },
];

export interface DemoEvent {
  slug: string;
  name: string;
  name_it: string;
  name_en: string;
  /** Month and day, anchored to a year relative to the current one. */
  yearOffset: number;
  month: number;
  day: number;
}

export const demoEvents: DemoEvent[] = [
  {
    slug: 'festa-di-primavera',
    name: 'Festa di primavera',
    name_it: "Festa di primavera all'Oasi",
    name_en: 'Spring party at the Oasis',
    yearOffset: 1,
    month: 4,
    day: 18,
  },
  {
    slug: 'open-day-autunno',
    name: "Open day d'autunno",
    name_it: "Open day d'autunno",
    name_en: 'Autumn open day',
    yearOffset: -1,
    month: 10,
    day: 5,
  },
];

/** The public pages that have a header image at `web/headers/{page}.jpg`. */
export const headerPages = [
  'home',
  'associazione',
  'sostienici',
  'cerchie',
  'cinque-x-mille',
  'cavalli',
  'contatti',
  'eventi',
];
