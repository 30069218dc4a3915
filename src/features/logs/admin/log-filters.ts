import { addressFilters, textParam } from '#src/components/admin-ui/address-filters';
import { logCollections, type LogCollection } from '../model/log-entry';
import type { LogFilters } from '../api/logs-api';
import { collectionLabels } from './log-labels';

export const ALL = 'Tutte';

export const logFilters = addressFilters<LogFilters>({
  collection: { param: 'collection', values: logCollections },
  slug: textParam('slug'),
});

export const collectionFilterChoices: readonly { value: LogCollection | ''; label: string }[] = [
  { value: '', label: ALL },
  ...logCollections.map((collection) => ({
    value: collection,
    label: collectionLabels[collection],
  })),
];
