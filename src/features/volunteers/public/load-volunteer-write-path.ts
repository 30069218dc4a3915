/**
 * Loaded on the form's first interaction, never with the page (decision 44); its own module so
 * tests can fake the loading.
 */
export const loadVolunteerWritePath = () => import('../api/volunteer-application-public-api');

export type VolunteerWritePath = Awaited<ReturnType<typeof loadVolunteerWritePath>>;
