import { regions, type Region } from '#src/config/options';
import type { ApplicationTexts } from './it';

export const en: ApplicationTexts = {
  requiredNote: 'required field',
  keepContacts:
    'If sending fails, remember my name, phone, e-mail and address on this device (do not choose this on a shared computer).',
  submit: 'Send the application',
  sending: 'Sending…',
  pageStarting: 'One moment: the page is still loading.',
  photosBusy: 'Please wait while the photos are prepared…',
  failureTitle: 'We could not send your application.',
  failureAfter: 'Nothing you wrote has been lost: check your connection and try again.',
  privacy: [
    'We will use your data only to consider your application and to contact you. By sending it you accept ',
    'the privacy notice',
    '.',
  ],
  errors: {
    required: 'Required field.',
    blank: 'It cannot be only spaces.',
    choose: 'Choose an answer.',
    tooLong: (max: number) => `At most ${max} characters.`,
    email: 'Enter a valid e-mail address, e.g. name@example.com.',
    phone:
      'Enter a valid phone number: 6 to 15 digits, with spaces if you like and a + in front for a foreign code, e.g. 333 123 4567 or +41 79 123 45 67.',
    italianZip:
      'An Italian postcode has 5 digits, e.g. 20121. If you do not live in Italy, choose "Outside Italy" as the region.',
    declaration: 'To send the application, please accept the declaration.',
  },
  chooseRegion: 'Choose the region',
  regions: Object.fromEntries(
    regions.map((region) => [region, region === 'Estero' ? 'Outside Italy' : region]),
  ) as Record<Region, string>,
  horsePlace: {
    'Terreno di proprietà': 'Land I own',
    'Terreno in affitto': 'Rented land',
    'Pensione o maneggio': 'A livery or riding stable',
    Altro: 'Other',
  },
  horseFriends: {
    'Altri cavalli': 'Other horses',
    Asini: 'Donkeys',
    'Cavalli e asini': 'Horses and donkeys',
    'Altri animali': 'Other animals',
    'Nessun compagno': 'No companion',
  },
  horseHouse: {
    'Pascolo con capannina': 'Pasture with a field shelter',
    'Paddock con capannina': 'Paddock with a field shelter',
    'Box con paddock': 'Stable with a paddock',
    'Solo box': 'Stable only',
    Altro: 'Other',
  },
  horseFeeding: {
    'Pascolo e fieno a volontà': 'Grazing and free hay',
    'Fieno a volontà': 'Free hay',
    'Fieno razionato': 'Rationed hay',
    'Fieno e mangime': 'Hay and feed',
    Altro: 'Other',
  },
  horseFeet: {
    'Pareggio naturale da maniscalco': 'Barefoot trim by a farrier',
    'Pareggio naturale da podologo': 'Barefoot trim by a hoof care practitioner',
    Ferratura: 'Shoes',
    Altro: 'Other',
  },
  healthTolerance: {
    'Solo un cavallo sano': 'Only a healthy horse',
    'Anche con problemi di salute lievi': 'Also one with mild health problems',
    'Anche con problemi di salute cronici': 'Also one with chronic health problems',
  },
  behaviourTolerance: {
    'Solo un cavallo tranquillo': 'Only a calm horse',
    'Anche con problemi di comportamento lievi': 'Also one with mild behaviour problems',
    'Anche con problemi di comportamento seri': 'Also one with serious behaviour problems',
  },
  cessionPriority: {
    Immediata: 'Immediately',
    'Il più velocemente possibile': 'As soon as possible',
    'Il tempo necessario per fare le cose con cura': 'The time it takes to do things with care',
    "Non c'è fretta": 'There is no hurry',
  },
};
