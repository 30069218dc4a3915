// The demo data set loaded by `npm run seed` (and by `npm start` on an empty backend): fixed values
// with fixed ids, so seeding twice gives the same data. Dates are anchored to the current year (see
// DemoDate), so that upcoming events stay upcoming. The horses, events, applications and log entries
// live in scripts/seed/demo/; docs/decisions/0005-demo-data.md describes what the set covers.

export type {
  DemoAdoptionApplication,
  DemoCessionApplication,
  DemoCircleApplication,
  DemoDate,
  DemoEvent,
  DemoHorse,
} from './demo/types.ts';
export { demoDate } from './demo/types.ts';
export { demoHorses } from './demo/horses.ts';
export { demoEvents } from './demo/events.ts';
export { demoAdoptionApplications } from './demo/adoption-applications.ts';
export { demoCessionApplications } from './demo/cession-applications.ts';
export { demoCircleApplications } from './demo/circle-applications.ts';
export { buildDemoLogs, demoLogEntries, type DemoLogUser } from './demo/logs.ts';

export interface DemoUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  staff: boolean;
}

/** Demo logins, printed by `npm start` and listed in the README. Never used outside the emulators. */
export const demoUsers: DemoUser[] = [
  {
    email: 'staff@example.org',
    password: 'demo-staff-2026',
    givenName: 'Giulia',
    familyName: 'Demo',
    staff: true,
  },
  {
    email: 'volontario@example.org',
    password: 'demo-volontario-2026',
    givenName: 'Marco',
    familyName: 'Senzaccesso',
    staff: false,
  },
];

/** The public pages that have a header image at `web/headers/{page}.jpg`. */
export const headerPages = [
  'home',
  'associazione',
  'sostienici',
  'cerchie',
  'cinque-x-mille',
  'cavalli',
  'contatti',
  'eventi',
];
