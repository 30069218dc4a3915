import { evaluationLabels } from '#src/config/options';
import type { AdoptionApplication } from '../../model/adoption-application';
import { csvColumns } from '../common/csv-columns';
import { adoptionFieldLabels } from './adoption-fields';

export const adoptionCsvColumns = csvColumns<AdoptionApplication>(adoptionFieldLabels, {
  evaluation: (a) => evaluationLabels[a.evaluation],
});

export const ADOPTION_CSV_BASE = 'candidature-adozione';
