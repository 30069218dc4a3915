import { logCollections, type LogCollection } from '../model/log-entry';
import type { LogFilters } from '../api/logs-api';
import { collectionLabels } from './log-labels';

// The log's filters in the URL (`?collection=horses&slug=leila`), as the other admin lists keep
// theirs: a link or a reload shows the same entries.

export const COLLECTION_PARAM = 'collection';
export const SLUG_PARAM = 'slug';

/** The option of the collection filter that does not filter. */
export const ALL = 'Tutte';

/** The filters of the URL; an unknown collection or a blank slug does not filter. */
export function logFiltersFromParams(params: URLSearchParams): LogFilters {
  const collection = logCollections.find((known) => known === params.get(COLLECTION_PARAM));
  const slug = params.get(SLUG_PARAM)?.trim();
  return { ...(collection ? { collection } : {}), ...(slug ? { slug } : {}) };
}

/** The URL parameters of the filters (none for "Tutte" and an empty slug). */
export function logFiltersToParams(filters: LogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.collection) params.set(COLLECTION_PARAM, filters.collection);
  const slug = filters.slug?.trim();
  if (slug) params.set(SLUG_PARAM, slug);
  return params;
}

/** The choices of the collection filter: Tutte, then the five collections. */
export const collectionFilterChoices: readonly { value: LogCollection | ''; label: string }[] = [
  { value: '', label: ALL },
  ...logCollections.map((collection) => ({
    value: collection,
    label: collectionLabels[collection],
  })),
];
