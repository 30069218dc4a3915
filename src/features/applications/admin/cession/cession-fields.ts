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

/** Every field of a cession application with its Italian label (form, export). */
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

/** The fields the groups leave out: they are not fields to edit. */
export const cessionFieldsShownApart = {
  /** The "Foto" section. */
  photos: 'Foto',
  /** The "Nuova" badge of the list and the title; cleared by opening the application. */
  isNew: 'Nuova',
} as const satisfies Partial<Record<keyof Cession, string>>;

export const statusChoices = labelledChoices(cessionStatuses, cessionStatusLabels);

/** The groups of the detail form (docs/product.md "Cession applications list", Detail). */
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
      // What the owner declared on the public form: read, never changed by staff.
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

/** Whether the form marks a field as required (docs/product.md §5: marking only). */
export const isRequired = (field: keyof Cession): boolean => required.has(field);

/** The labels of the required fields still empty, in the form's order. */
export function missingRequired(application: Cession): string[] {
  return cessionGroups
    .flatMap((group) => group.fields)
    .filter((spec) => isRequired(spec.field) && String(application[spec.field]).trim() === '')
    .map((spec) => spec.label);
}

/** "Candidatura cessione: Given Family" (the code until a name is given). */
export function cessionTitle(
  application: Pick<Cession, 'slug' | 'givenName' | 'familyName'>,
): string {
  return `Candidatura cessione: ${fullName(application) || application.slug}`;
}
