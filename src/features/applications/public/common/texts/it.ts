import type {
  behaviourToleranceOptions,
  cessionPriorities,
  healthToleranceOptions,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
  Region,
} from '#src/config/options';
import { regions } from '#src/config/options';

/** An option's words for each value; what is stored is always the Italian value. */
export type OptionLabels<T extends readonly string[]> = { readonly [K in T[number]]: string };

/** The words the adoption and cession forms share: their end, the privacy note, the options. */
export const it = {
  requiredNote: 'campo obbligatorio',
  keepContacts:
    'Se l’invio non riesce, ricorda nome, telefono, e-mail e indirizzo su questo dispositivo (non sceglierlo su un computer condiviso).',
  submit: 'Invia la candidatura',
  sending: 'Invio in corso…',
  pageStarting: 'Un momento: la pagina si sta ancora caricando.',
  photosBusy: 'Attendi la preparazione delle foto…',
  failureTitle: 'Non siamo riusciti a inviare la candidatura.',
  failureAfter: 'Quello che hai scritto non è andato perso: controlla la connessione e riprova.',
  /** Before the link, the link, after it. */
  privacy: [
    'Useremo i tuoi dati solo per valutare la candidatura e per contattarti. Inviandola accetti ',
    "l'informativa sulla privacy",
    '.',
  ] as readonly [string, string, string],
  /** The checks' texts, by the key their schema writes (decision 81); a limit's is a function of it. */
  errors: {
    required: 'Campo obbligatorio.',
    blank: 'Non può contenere solo spazi.',
    choose: 'Scegli una risposta.',
    tooLong: (max: number) => `Al massimo ${max} caratteri.`,
    email: 'Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.',
    phone:
      'Scrivi un numero di telefono valido: da 6 a 15 cifre, con spazi se vuoi e il + davanti per un prefisso estero, per esempio 333 123 4567 o +41 79 123 45 67.',
    italianZip:
      'Il CAP italiano è di 5 cifre, per esempio 20121. Se non vivi in Italia, scegli «Estero» come regione.',
    declaration: 'Per inviare la candidatura devi accettare la dichiarazione.',
  },
  chooseRegion: 'Scegli la regione',
  regions: Object.fromEntries(regions.map((region) => [region, region])) as Record<Region, string>,
  horsePlace: {
    'Terreno di proprietà': 'Terreno di proprietà',
    'Terreno in affitto': 'Terreno in affitto',
    'Pensione o maneggio': 'Pensione o maneggio',
    Altro: 'Altro',
  } satisfies OptionLabels<typeof horsePlaceOptions>,
  horseFriends: {
    'Altri cavalli': 'Altri cavalli',
    Asini: 'Asini',
    'Cavalli e asini': 'Cavalli e asini',
    'Altri animali': 'Altri animali',
    'Nessun compagno': 'Nessun compagno',
  } satisfies OptionLabels<typeof horseFriendsOptions>,
  horseHouse: {
    'Pascolo con capannina': 'Pascolo con capannina',
    'Paddock con capannina': 'Paddock con capannina',
    'Box con paddock': 'Box con paddock',
    'Solo box': 'Solo box',
    Altro: 'Altro',
  } satisfies OptionLabels<typeof horseHouseOptions>,
  horseFeeding: {
    'Pascolo e fieno a volontà': 'Pascolo e fieno a volontà',
    'Fieno a volontà': 'Fieno a volontà',
    'Fieno razionato': 'Fieno razionato',
    'Fieno e mangime': 'Fieno e mangime',
    Altro: 'Altro',
  } satisfies OptionLabels<typeof horseFeedingOptions>,
  horseFeet: {
    'Pareggio naturale da maniscalco': 'Pareggio naturale da maniscalco',
    'Pareggio naturale da podologo': 'Pareggio naturale da podologo',
    Ferratura: 'Ferratura',
    Altro: 'Altro',
  } satisfies OptionLabels<typeof horseFeetOptions>,
  healthTolerance: {
    'Solo un cavallo sano': 'Solo un cavallo sano',
    'Anche con problemi di salute lievi': 'Anche con problemi di salute lievi',
    'Anche con problemi di salute cronici': 'Anche con problemi di salute cronici',
  } satisfies OptionLabels<typeof healthToleranceOptions>,
  behaviourTolerance: {
    'Solo un cavallo tranquillo': 'Solo un cavallo tranquillo',
    'Anche con problemi di comportamento lievi': 'Anche con problemi di comportamento lievi',
    'Anche con problemi di comportamento seri': 'Anche con problemi di comportamento seri',
  } satisfies OptionLabels<typeof behaviourToleranceOptions>,
  cessionPriority: {
    Immediata: 'Immediata',
    'Il più velocemente possibile': 'Il più velocemente possibile',
    'Il tempo necessario per fare le cose con cura':
      'Il tempo necessario per fare le cose con cura',
    "Non c'è fretta": "Non c'è fretta",
  } satisfies OptionLabels<typeof cessionPriorities>,
};

export type ApplicationTexts = typeof it;
