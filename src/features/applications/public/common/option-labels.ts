import type { BiText } from '#src/components/bilingual/bilingual';
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

// What is stored is always the Italian value.

type Labels<T extends readonly string[]> = { readonly [K in T[number]]: BiText };

export function choicesOf<T extends readonly string[]>(
  values: T,
  labels: Labels<T>,
): { value: T[number]; label: BiText }[] {
  return values.map((value: T[number]) => ({ value, label: labels[value] }));
}

export const regionLabels = Object.fromEntries(
  regions.map((region) => [
    region,
    { it: region, en: region === 'Estero' ? 'Outside Italy' : region },
  ]),
) as Labels<typeof regions> & Record<Region, BiText>;

export const horsePlaceLabels: Labels<typeof horsePlaceOptions> = {
  'Terreno di proprietà': { it: 'Terreno di proprietà', en: 'Land I own' },
  'Terreno in affitto': { it: 'Terreno in affitto', en: 'Rented land' },
  'Pensione o maneggio': { it: 'Pensione o maneggio', en: 'A livery or riding stable' },
  Altro: { it: 'Altro', en: 'Other' },
};

export const horseFriendsLabels: Labels<typeof horseFriendsOptions> = {
  'Altri cavalli': { it: 'Altri cavalli', en: 'Other horses' },
  Asini: { it: 'Asini', en: 'Donkeys' },
  'Cavalli e asini': { it: 'Cavalli e asini', en: 'Horses and donkeys' },
  'Altri animali': { it: 'Altri animali', en: 'Other animals' },
  'Nessun compagno': { it: 'Nessun compagno', en: 'No companion' },
};

export const horseHouseLabels: Labels<typeof horseHouseOptions> = {
  'Pascolo con capannina': { it: 'Pascolo con capannina', en: 'Pasture with a field shelter' },
  'Paddock con capannina': { it: 'Paddock con capannina', en: 'Paddock with a field shelter' },
  'Box con paddock': { it: 'Box con paddock', en: 'Stable with a paddock' },
  'Solo box': { it: 'Solo box', en: 'Stable only' },
  Altro: { it: 'Altro', en: 'Other' },
};

export const horseFeedingLabels: Labels<typeof horseFeedingOptions> = {
  'Pascolo e fieno a volontà': { it: 'Pascolo e fieno a volontà', en: 'Grazing and free hay' },
  'Fieno a volontà': { it: 'Fieno a volontà', en: 'Free hay' },
  'Fieno razionato': { it: 'Fieno razionato', en: 'Rationed hay' },
  'Fieno e mangime': { it: 'Fieno e mangime', en: 'Hay and feed' },
  Altro: { it: 'Altro', en: 'Other' },
};

export const horseFeetLabels: Labels<typeof horseFeetOptions> = {
  'Pareggio naturale da maniscalco': {
    it: 'Pareggio naturale da maniscalco',
    en: 'Barefoot trim by a farrier',
  },
  'Pareggio naturale da podologo': {
    it: 'Pareggio naturale da podologo',
    en: 'Barefoot trim by a hoof care practitioner',
  },
  Ferratura: { it: 'Ferratura', en: 'Shoes' },
  Altro: { it: 'Altro', en: 'Other' },
};

export const healthToleranceLabels: Labels<typeof healthToleranceOptions> = {
  'Solo un cavallo sano': { it: 'Solo un cavallo sano', en: 'Only a healthy horse' },
  'Anche con problemi di salute lievi': {
    it: 'Anche con problemi di salute lievi',
    en: 'Also one with mild health problems',
  },
  'Anche con problemi di salute cronici': {
    it: 'Anche con problemi di salute cronici',
    en: 'Also one with chronic health problems',
  },
};

export const behaviourToleranceLabels: Labels<typeof behaviourToleranceOptions> = {
  'Solo un cavallo tranquillo': { it: 'Solo un cavallo tranquillo', en: 'Only a calm horse' },
  'Anche con problemi di comportamento lievi': {
    it: 'Anche con problemi di comportamento lievi',
    en: 'Also one with mild behaviour problems',
  },
  'Anche con problemi di comportamento seri': {
    it: 'Anche con problemi di comportamento seri',
    en: 'Also one with serious behaviour problems',
  },
};

export const cessionPriorityLabels: Labels<typeof cessionPriorities> = {
  Immediata: { it: 'Immediata', en: 'Immediately' },
  'Il più velocemente possibile': {
    it: 'Il più velocemente possibile',
    en: 'As soon as possible',
  },
  'Il tempo necessario per fare le cose con cura': {
    it: 'Il tempo necessario per fare le cose con cura',
    en: 'The time it takes to do things with care',
  },
  "Non c'è fretta": { it: "Non c'è fretta", en: 'There is no hurry' },
};
