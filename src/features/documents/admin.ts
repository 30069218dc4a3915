/**
 * What other features' staff screens may use of the documents per horse (docs/architecture.md,
 * "Layers"): the "Documenti" section of a horse's edit page, and the expiring documents for the
 * dashboard.
 *
 * `listExpiringDocuments(today, withinDays = 30)`: every document whose expiry is before `today`
 * (`expired: true`) or from `today` to `withinDays` days ahead (`expired: false`), soonest expiry
 * first, as `ExpiringDocument` = { id, horseSlug, type, title, expiry, expired }. `today` is
 * `YYYY-MM-DD`, today in Italy (src/lib/format/dates.ts). Staff only (the rules refuse anyone else).
 */
export { HorseDocumentsAdmin, type HorseDocumentsAdminProps } from './admin/horse-documents-admin';
export { listExpiringDocuments } from './api/horse-documents-api';
export type { ExpiringDocument } from './model/horse-document';
