// docs/decisions/0014-admin-horse-list.md explains the choices the product rules leave open.
// Not the kit's index: the publisher reads these rules in Node, without the kit's components.
import {
  addressFilters,
  textParam,
  type ChoiceParam,
} from '#src/components/admin-ui/address-filters';
import {
  horseStatuses,
  species as speciesValues,
  triStates,
  type TriState,
} from '#src/config/options';
import type { HorseListQuery } from '../../api/horses-api';
import type { Horse } from '../../model/horse';
import { originalName } from '../../horse-labels';

export function speciesSexInitials(horse: Pick<Horse, 'species' | 'sex'>): string {
  const species = horse.species.trim();
  const sex = horse.sex.trim();
  return `${species ? Array.from(species).slice(0, 2).join('') : '??'}${sex ? Array.from(sex)[0] : '?'}`;
}

export function displayName(horse: Pick<Horse, 'slug' | 'name' | 'docname'>): string {
  const name = horse.name.trim() || horse.slug;
  const docname = originalName({ name, docname: horse.docname });
  return docname ? `${name} (${docname})` : name;
}

export const NOT_AVAILABLE = 'N/A';

export function identifiers(
  horse: Pick<Horse, 'uelnnumber' | 'chipnumber' | 'docnumber' | 'doctype'>,
): string {
  const parts = [horse.uelnnumber, horse.chipnumber, horse.docnumber].map(
    (value) => value.trim() || NOT_AVAILABLE,
  );
  const doctype = horse.doctype.trim();
  return `${parts.join(' / ')}${doctype ? ` (${doctype})` : ''}`;
}

export function statusLabel(status: Horse['status']): string {
  return status === "Residente dell'Oasi" ? 'Residente' : status;
}

export const NOTE_LENGTH = 15;

/** Counts characters, not UTF-16 units. */
export function shortNote(notes: string): string {
  const characters = Array.from(notes.trim());
  if (characters.length <= NOTE_LENGTH) return characters.join('');
  return `${characters.slice(0, NOTE_LENGTH).join('')}...`;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const decimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function parseLatLng(value: string): LatLng | null {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => decimal.test(part))) return null;
  const [lat, lng] = parts.map(Number) as [number, number];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export type BadgeTone = 'success' | 'danger' | 'secondary';

export function triStateTone(value: TriState): BadgeTone {
  if (value === 1) return 'success';
  if (value === -1) return 'danger';
  return 'secondary';
}

const triStateWords: Record<TriState, string> = { 1: 'sì', [-1]: 'no', 0: 'non so' };

export interface Badge {
  label: string;
  tone: BadgeTone;
  description: string;
}

const triStateBadge = (label: string, meaning: string, value: TriState): Badge => ({
  label,
  tone: triStateTone(value),
  description: `${meaning}: ${triStateWords[value]}`,
});

export const isDeceased = (horse: Pick<Horse, 'isDeceased'>): boolean => horse.isDeceased === 1;

export const isAdopted = (horse: Pick<Horse, 'isAdopted' | 'status'>): boolean =>
  horse.isAdopted === 1 || horse.status === 'Adottato';

export function geoState(latlng: string): TriState {
  if (latlng.trim() === '') return 0;
  return parseLatLng(latlng) ? 1 : -1;
}

export function contractRegisteredState(horse: Horse): TriState {
  if (horse.isAdoptionContractualized === -1) return -1;
  if (horse.isAdoptionContractualized !== 1) return 0;
  return horse.adoptionContractDate.trim() && horse.adoptionContractLocation.trim() ? 1 : 0;
}

export function contractBarncodeState(
  horse: Pick<Horse, 'barncode' | 'barncodeAdoptionContract'>,
): TriState {
  const barncode = horse.barncode.trim();
  const contract = horse.barncodeAdoptionContract.trim();
  if (!barncode || !contract) return 0;
  return barncode === contract ? 1 : -1;
}

export function isAdoptionComplete(horse: Horse): boolean {
  return (
    contractRegisteredState(horse) === 1 &&
    horse.isCorrectBarncode === 1 &&
    contractBarncodeState(horse) === 1
  );
}

export function horseBadges(horse: Horse): Badge[] {
  const deceased = isDeceased(horse);
  const badges: Badge[] = [triStateBadge('ODV', 'Equinozio ODV', horse.isEquinozio)];
  if (!deceased) {
    const geo = geoState(horse.latlng);
    badges.push({
      label: 'GEO',
      tone: triStateTone(geo),
      description: `Coordinate: ${geo === 1 ? 'presenti' : geo === -1 ? 'non valide' : 'mancanti'}`,
    });
  }
  if (deceased) {
    badges.push(triStateBadge('REG', 'Morte registrata', horse.isDeceasedReported));
  } else {
    if (horse.isDeceased !== -1) badges.push(triStateBadge('DEC?', 'Deceduto', horse.isDeceased));
    badges.push(
      triStateBadge('BDN', 'BDN', horse.bdn),
      triStateBadge('PROP', 'Proprietà', horse.property),
      triStateBadge('CS', 'Codice stalla corretto', horse.isCorrectBarncode),
    );
  }
  if (isAdopted(horse)) {
    if (isAdoptionComplete(horse)) {
      badges.push({ label: 'AD', tone: 'success', description: 'Adozione in regola: sì' });
    } else {
      badges.push(
        triStateBadge('AD:REG', 'Contratto di adozione registrato', contractRegisteredState(horse)),
        triStateBadge('AD:CS', 'Codice stalla come da contratto', contractBarncodeState(horse)),
      );
    }
  }
  return badges;
}

export function hasProblem(horse: Horse): boolean {
  return (
    horse.bdn !== 1 ||
    horse.property !== 1 ||
    horse.isCorrectBarncode !== 1 ||
    (isDeceased(horse) && horse.isDeceasedReported !== 1)
  );
}

export const rowClassNames = {
  problem: 'horse-list__row--problem',
  deceased: 'horse-list__row--deceased',
} as const;

export function rowClasses(horse: Horse): string[] {
  const classes: string[] = [];
  if (hasProblem(horse)) classes.push(rowClassNames.problem);
  if (isDeceased(horse)) classes.push(rowClassNames.deceased);
  return classes;
}

export type MarkerColour = 'green' | 'orange' | 'yellow' | 'red';

export function markerColour(status: Horse['status']): MarkerColour {
  switch (status) {
    case "Residente dell'Oasi":
      return 'green';
    case 'Adottato':
      return 'orange';
    case 'In cerca di casa':
      return 'yellow';
    default:
      return 'red';
  }
}

export interface HorseMarker {
  slug: string;
  name: string;
  status: Horse['status'];
  position: LatLng;
  colour: MarkerColour;
}

export function horseMarkers(horses: readonly Horse[]): HorseMarker[] {
  return horses.flatMap((horse) => {
    const position = parseLatLng(horse.latlng);
    if (!position) return [];
    return [
      {
        slug: horse.slug,
        name: horse.name.trim() || horse.slug,
        status: horse.status,
        position,
        colour: markerColour(horse.status),
      },
    ];
  });
}

export const triStateFilterFields = ['bdn', 'property', 'isEquinozio', 'isDeceased'] as const;
export type TriStateFilterField = (typeof triStateFilterFields)[number];

export type ListFilters = Pick<HorseListQuery, 'status' | 'species' | TriStateFilterField | 'name'>;

const triState = (param: TriStateFilterField): ChoiceParam<TriState> => ({
  param,
  values: triStates,
});

export const horseListFilters = addressFilters<ListFilters>({
  status: { param: 'status', values: horseStatuses },
  species: { param: 'species', values: speciesValues },
  bdn: triState('bdn'),
  property: triState('property'),
  isEquinozio: triState('isEquinozio'),
  isDeceased: triState('isDeceased'),
  name: textParam('nome'),
});
