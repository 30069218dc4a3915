/** `today` is `YYYY-MM-DD`, today in Italy; staff only (the rules refuse anyone else). */
export { HorseDocumentsAdmin, type HorseDocumentsAdminProps } from './admin/horse-documents-admin';
export { listExpiringDocuments } from './api/horse-documents-api';
export type { ExpiringDocument } from './model/horse-document';
