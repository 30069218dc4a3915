import { cessionStatusLabels } from '#src/config/options';
import type { CessionApplication } from '../../model/cession-application';
import { csvColumns } from '../common/csv-columns';
import { cessionFieldLabels } from './cession-fields';

export const cessionCsvColumns = csvColumns<CessionApplication>(cessionFieldLabels, {
  status: (c) => cessionStatusLabels[c.status],
});

export const CESSION_CSV_BASE = 'candidature-cessione';
