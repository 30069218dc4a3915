import { evaluationLabels } from '#src/config/options';
import type { AdoptionApplication } from '../../model/adoption-application';
import { csvColumns } from '../common/csv-columns';
import { adoptionFieldLabels } from './adoption-fields';
import { referenceOf } from '../../model/application-reference';

export const adoptionCsvColumns = csvColumns<AdoptionApplication>(adoptionFieldLabels, {
  // An application stored before the field has its reference derived from its id.
  reference: (row) => referenceOf(row),
  evaluation: (a) => evaluationLabels[a.evaluation],
});

export const ADOPTION_CSV_BASE = 'candidature-adozione';
