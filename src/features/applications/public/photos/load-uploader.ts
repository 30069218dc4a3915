/**
 * The upload module, with the Storage SDK it brings: fetched when the visitor picks a first photo,
 * never with the form page (decision 35). Its own module so that tests can fake the loading.
 */
export const loadUploader = () => import('../../api/public-photo-upload');
