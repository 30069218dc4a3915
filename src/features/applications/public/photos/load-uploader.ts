/**
 * Fetched when the visitor picks a first photo, never with the form page (decision 35); its own
 * module so tests can fake it.
 */
export const loadUploader = () => import('../../api/public-photo-upload');
