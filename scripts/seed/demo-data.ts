// Fixed ids, and dates anchored to the current year, so seeding twice gives the same data
// (docs/decisions/0005-demo-data.md).

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
  /** A volunteer with an active access (decision 87): the seed writes it. */
  volunteer?: true;
}

/** Never used outside the emulators. */
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
  {
    email: 'volontaria@example.org',
    password: 'demo-volontaria-2026',
    givenName: 'Marta',
    familyName: 'Volontaria',
    staff: false,
    volunteer: true,
  },
];

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
