import { INTERNAL_NOTES_MAX } from '../../model/staff-fields';
import {
  behaviourToleranceOptions,
  evaluationLabels,
  evaluations,
  healthToleranceOptions,
  homechecks,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
  regions,
} from '#src/config/options';
import type { AdoptionApplication } from '../../model/adoption-application';
import type { FieldGroup, FieldSpec } from '../common/form-fields';
import { choicesOf, labelledChoices, NOT_GIVEN } from '../common/option-choices';
import { fullName } from '../common/list-columns';

export const adoptionFieldLabels = {
  slug: 'Codice',
  date: 'Data',
  evaluation: 'Valutazione',
  homecheck: 'Preadozione',
  internalNotes: 'Note interne',
  givenName: 'Nome',
  familyName: 'Cognome',
  phone: 'Telefono',
  email: 'Email',
  region: 'Regione',
  zip: 'CAP',
  horses: 'Cavalli richiesti',
  anyHorse: 'Qualsiasi cavallo adatto',
  newsletterUpdates: 'Newsletter: aggiornamenti',
  newsletterAdoption: 'Newsletter: adozioni',
  newsletterSupport: 'Newsletter: sostegno',
  horseAddress: 'Indirizzo dove vivrà il cavallo',
  horseBarncode: 'Codice aziendale della stalla',
  horsePlace: 'Luogo',
  horsePlaceNotes: 'Note sul luogo',
  horseFriends: 'Compagnia',
  horseFriendsNotes: 'Note sulla compagnia',
  horseHouse: 'Stabulazione',
  horseHouseNotes: 'Note sulla stabulazione',
  horseFeeding: 'Alimentazione',
  horseFeedingNotes: "Note sull'alimentazione",
  horseFeet: 'Cura dei piedi',
  horseFeetNotes: 'Note sulla cura dei piedi',
  humanActivities: 'Attività previste con il cavallo',
  humanExperience: 'Esperienza con i cavalli',
  humanSchool: 'Formazione e corsi',
  humanPrevious: 'Cavalli avuti in passato',
  humanWhy: 'Perché vuole adottare',
  desiredPhysics: 'Caratteristiche fisiche desiderate',
  desiredMental: 'Carattere desiderato',
  desiredSkills: 'Capacità desiderate',
  desiredHealth: 'Problemi fisici accettati',
  desiredHealthNotes: 'Note sui problemi fisici',
  desiredBrain: 'Problemi di comportamento accettati',
  desiredBrainNotes: 'Note sui problemi di comportamento',
  declaration: 'Dichiarazione accettata',
  photos: 'Foto',
  isNew: 'Nuova',
  reference: 'Codice di riferimento',
} as const satisfies Record<keyof AdoptionApplication, string>;

const L = adoptionFieldLabels;

const text = (
  field: Extract<FieldSpec<AdoptionApplication>, { kind: 'text' }>['field'],
  type: 'text' | 'email' | 'tel' = 'text',
  autoComplete?: string,
): FieldSpec<AdoptionApplication> => ({
  kind: 'text',
  field,
  label: L[field],
  type,
  ...(autoComplete ? { autoComplete } : {}),
});

const area = (
  field: Extract<FieldSpec<AdoptionApplication>, { kind: 'textarea' }>['field'],
): FieldSpec<AdoptionApplication> => ({ kind: 'textarea', field, label: L[field], rows: 3 });

const answer = (
  field: Extract<FieldSpec<AdoptionApplication>, { kind: 'select' }>['field'],
  options: readonly string[],
): FieldSpec<AdoptionApplication> => ({
  kind: 'select',
  field,
  label: L[field],
  choices: (current) => choicesOf(options, current),
});

const flag = (
  field: Extract<FieldSpec<AdoptionApplication>, { kind: 'checkbox' }>['field'],
): FieldSpec<AdoptionApplication> => ({ kind: 'checkbox', field, label: L[field] });

export const adoptionFieldsShownApart = {
  horses: 'Cavalli richiesti',
  anyHorse: 'Cavalli richiesti',
  photos: 'Foto',
  isNew: 'Nuova',
} as const satisfies Partial<Record<keyof AdoptionApplication, string>>;

export const evaluationChoices = labelledChoices(evaluations, evaluationLabels);
export const homecheckChoices = labelledChoices(homechecks, {}, NOT_GIVEN);

export const adoptionGroups: readonly FieldGroup<AdoptionApplication>[] = [
  {
    key: 'evaluation',
    title: 'Valutazione generale',
    fields: [
      {
        kind: 'select',
        field: 'evaluation',
        label: L.evaluation,
        choices: () => evaluationChoices,
      },
      { kind: 'select', field: 'homecheck', label: L.homecheck, choices: () => homecheckChoices },
      {
        kind: 'textarea',
        field: 'internalNotes',
        label: L.internalNotes,
        rows: 4,
        limit: INTERNAL_NOTES_MAX,
      },
    ],
  },
  {
    key: 'person',
    title: 'Dati personali',
    fields: [
      { kind: 'fact', field: 'declaration', label: L.declaration },
      text('givenName', 'text', 'off'),
      text('familyName', 'text', 'off'),
      text('phone', 'tel', 'off'),
      text('email', 'email', 'off'),
      answer('region', regions),
      text('zip', 'text', 'off'),
      flag('newsletterUpdates'),
      flag('newsletterAdoption'),
      flag('newsletterSupport'),
    ],
  },
  {
    key: 'life',
    title: 'La vita del cavallo',
    fields: [
      area('horseAddress'),
      text('horseBarncode', 'text', 'off'),
      answer('horsePlace', horsePlaceOptions),
      area('horsePlaceNotes'),
      answer('horseFriends', horseFriendsOptions),
      area('horseFriendsNotes'),
      answer('horseHouse', horseHouseOptions),
      area('horseHouseNotes'),
      answer('horseFeeding', horseFeedingOptions),
      area('horseFeedingNotes'),
      answer('horseFeet', horseFeetOptions),
      area('horseFeetNotes'),
    ],
  },
  {
    key: 'activities',
    title: 'Attività',
    fields: [
      area('humanActivities'),
      area('humanExperience'),
      area('humanSchool'),
      area('humanPrevious'),
      area('humanWhy'),
    ],
  },
  {
    key: 'desired',
    title: 'Il cavallo desiderato',
    fields: [
      area('desiredPhysics'),
      area('desiredMental'),
      area('desiredSkills'),
      answer('desiredHealth', healthToleranceOptions),
      area('desiredHealthNotes'),
      answer('desiredBrain', behaviourToleranceOptions),
      area('desiredBrainNotes'),
    ],
  },
];

export function adoptionTitle(
  application: Pick<AdoptionApplication, 'slug' | 'givenName' | 'familyName'>,
): string {
  return `Candidatura adozione: ${fullName(application) || application.slug}`;
}
