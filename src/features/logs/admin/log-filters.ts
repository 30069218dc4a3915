import { logCollections, type LogCollection } from '../model/log-entry';
import type { LogFilters } from '../api/logs-api';
import { collectionLabels } from './log-labels';

export const COLLECTION_PARAM = 'collection';
export const SLUG_PARAM = 'slug';

export const ALL = 'Tutte';

export function logFiltersFromParams(params: URLSearchParams): LogFilters {
  const collection = logCollections.find((known) => known === params.get(COLLECTION_PARAM));
  const slug = params.get(SLUG_PARAM)?.trim();
  return { ...(collection ? { collection } : {}), ...(slug ? { slug } : {}) };
}

export function logFiltersToParams(filters: LogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.collection) params.set(COLLECTION_PARAM, filters.collection);
  const slug = filters.slug?.trim();
  if (slug) params.set(SLUG_PARAM, slug);
  return params;
}

export const collectionFilterChoices: readonly { value: LogCollection | ''; label: string }[] = [
  { value: '', label: ALL },
  ...logCollections.map((collection) => ({
    value: collection,
    label: collectionLabels[collection],
  })),
];
