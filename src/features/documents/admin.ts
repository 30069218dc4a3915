/** `today` is `YYYY-MM-DD`, today in Italy; staff only (the rules refuse anyone else). */
export { HorseDocumentsAdmin, type HorseDocumentsAdminProps } from './admin/horse-documents-admin';
export { listExpiringDocuments } from './api/horse-documents-api';
export type { ExpiringDocument } from './model/horse-document';
/** The accepted types and safe names of an uploaded file (the books' attachments take the same). */
export { documentContentType, safeFileName } from './model/horse-document';
