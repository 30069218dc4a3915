/**
 * What the public forms need to send (the api module, with Firestore Lite, Firebase's app and, when
 * a site key is configured, App Check and reCAPTCHA): loaded on the visitor's first interaction
 * with a form, never with the page (`useSendForm`'s `writePath`, decision 44). Its own module so
 * that tests can fake the loading.
 */
export const loadPublicApplications = () => import('../api/public-applications-api');

/** The write path the forms' `send` receives. */
export type PublicApplicationsApi = Awaited<ReturnType<typeof loadPublicApplications>>;
