/**
 * Loaded on a form's first interaction, never with the page (decision 44); its own module so tests
 * can fake the loading.
 */
export const loadPublicApplications = () => import('../api/public-applications-api');

export type PublicApplicationsApi = Awaited<ReturnType<typeof loadPublicApplications>>;
