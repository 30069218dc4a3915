import { cessionStatusLabels } from '#src/config/options';
import type { CessionApplication } from '../../model/cession-application';
import { csvColumns } from '../common/csv-columns';
import { cessionFieldLabels } from './cession-fields';
import { referenceOf } from '../../model/application-reference';

export const cessionCsvColumns = csvColumns<CessionApplication>(cessionFieldLabels, {
  // An application stored before the field has its reference derived from its id.
  reference: (row) => referenceOf(row),
  status: (c) => cessionStatusLabels[c.status],
});

export const CESSION_CSV_BASE = 'candidature-cessione';
