/** The uploads after the send, fetched as a photo is picked: never with the form page. */
export const loadPhotoUploads = () => import('./photo-uploads');
