import {
  cessionPriorities,
  cessionStatuses,
  cessionStatusLabels,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  regions,
} from '#src/config/options';
import { cessionRequiredFields, type CessionApplication } from '../../model/cession-application';
import type { FieldGroup, FieldSpec } from '../common/form-fields';
import { fullName } from '../common/list-columns';
import { choicesOf, labelledChoices } from '../common/option-choices';

export const cessionFieldLabels = {
  slug: 'Codice',
  date: 'Data',
  status: 'Status',
  priority: 'Priorità',
  givenName: 'Nome',
  familyName: 'Cognome',
  phone: 'Telefono',
  email: 'Email',
  cause: 'Motivo della cessione',
  horseRegion: 'Regione del cavallo',
  horseZip: 'CAP',
  horseAddress: 'Indirizzo dove si trova il cavallo',
  horseName: 'Nome del cavallo',
  horseBirthdate: 'Data di nascita',
  horseBreed: 'Razza',
  horseHeight: 'Altezza',
  humanTime: 'Tempo entro cui cedere il cavallo',
  horseFriends: 'Compagnia',
  horseHouse: 'Stabulazione',
  horseFeeding: 'Alimentazione',
  horseFeet: 'Cura dei piedi',
  horseManagementNotes: 'Note sulla gestione',
  horseCurrentPhysical: 'Stato fisico attuale',
  horsePastPhysical: 'Problemi fisici passati',
  horseCurrentMental: 'Stato comportamentale attuale',
  horsePastMental: 'Problemi comportamentali passati',
  horsePersonality: 'Carattere',
  horseWithHumans: 'Con le persone',
  horseWithHorses: 'Con gli altri cavalli',
  notes: 'Note',
  declaration: 'Dichiarazione accettata',
  photos: 'Foto',
  isNew: 'Nuova',
  reference: 'Codice di riferimento',
} as const satisfies Record<keyof CessionApplication, string>;

const L = cessionFieldLabels;
type Cession = CessionApplication;

const text = (
  field: Extract<FieldSpec<Cession>, { kind: 'text' }>['field'],
  type: 'text' | 'email' | 'tel' | 'date' = 'text',
): FieldSpec<Cession> => ({ kind: 'text', field, label: L[field], type, autoComplete: 'off' });

const area = (field: Extract<FieldSpec<Cession>, { kind: 'textarea' }>['field']) =>
  ({ kind: 'textarea', field, label: L[field], rows: 3 }) satisfies FieldSpec<Cession>;

const answer = (
  field: Extract<FieldSpec<Cession>, { kind: 'select' }>['field'],
  options: readonly string[],
): FieldSpec<Cession> => ({
  kind: 'select',
  field,
  label: L[field],
  choices: (current) => choicesOf(options, current),
});

export const cessionFieldsShownApart = {
  photos: 'Foto',
  isNew: 'Nuova',
} as const satisfies Partial<Record<keyof Cession, string>>;

export const statusChoices = labelledChoices(cessionStatuses, cessionStatusLabels);

export const cessionGroups: readonly FieldGroup<Cession>[] = [
  {
    key: 'status',
    title: 'Stato della richiesta',
    fields: [
      { kind: 'select', field: 'status', label: L.status, choices: () => statusChoices },
      answer('priority', cessionPriorities),
    ],
  },
  {
    key: 'applicant',
    title: 'Richiedente',
    fields: [
      { kind: 'fact', field: 'declaration', label: L.declaration },
      text('givenName'),
      text('familyName'),
      text('phone', 'tel'),
      text('email', 'email'),
      area('cause'),
    ],
  },
  {
    key: 'horse',
    title: 'Il cavallo',
    fields: [
      answer('horseRegion', regions),
      text('horseZip'),
      area('horseAddress'),
      text('horseName'),
      text('horseBirthdate', 'date'),
      text('horseBreed'),
      text('horseHeight'),
    ],
  },
  {
    key: 'life',
    title: 'Vita e carattere del cavallo',
    fields: [
      area('humanTime'),
      answer('horseFriends', horseFriendsOptions),
      answer('horseHouse', horseHouseOptions),
      answer('horseFeeding', horseFeedingOptions),
      answer('horseFeet', horseFeetOptions),
      area('horseManagementNotes'),
      area('horseCurrentPhysical'),
      area('horsePastPhysical'),
      area('horseCurrentMental'),
      area('horsePastMental'),
      area('horsePersonality'),
      area('horseWithHumans'),
      area('horseWithHorses'),
    ],
  },
  { key: 'notes', title: 'Note', fields: [area('notes')] },
];

const required: ReadonlySet<keyof Cession> = new Set(cessionRequiredFields);

export const isRequired = (field: keyof Cession): boolean => required.has(field);

export function missingRequired(application: Cession): string[] {
  return cessionGroups
    .flatMap((group) => group.fields)
    .filter((spec) => isRequired(spec.field) && String(application[spec.field]).trim() === '')
    .map((spec) => spec.label);
}

export function cessionTitle(
  application: Pick<Cession, 'slug' | 'givenName' | 'familyName'>,
): string {
  return `Candidatura cessione: ${fullName(application) || application.slug}`;
}
