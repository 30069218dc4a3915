import { matchPath } from 'react-router';
import { paths, routePatterns } from '#src/config/paths';

// A volunteer's back office (docs/decisions/0087-volunteer-access-by-e-mail-key.md): the horses,
// the care records, the care day and the follow-up visits after an adoption (decision 94). Any other page says it is the staff's, and reads nothing.

export const volunteerNavItems = [
  { label: 'Cavalli', to: paths.adminHorses(), end: false },
  { label: 'Cure', to: paths.adminCare(), end: true },
  { label: 'Giornata di cure', to: paths.adminCareDay(), end: false },
  // A due follow-up visit after an adoption (decision 94).
  { label: 'Controlli adozioni', to: paths.adminAftercare(), end: false },
  { label: 'I miei turni', to: paths.adminMyShifts(), end: false },
] as const;

const volunteerPatterns = [
  routePatterns.adminHorses,
  routePatterns.adminHorse,
  routePatterns.adminCare,
  routePatterns.adminCareDay,
  routePatterns.adminAftercare,
  routePatterns.adminMyShifts,
];

export const volunteerMayOpen = (pathname: string): boolean =>
  volunteerPatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

export const volunteerRefusal = {
  title: 'Pagina riservata allo staff',
  text: "Questa pagina è riservata allo staff dell'associazione: con l'accesso da volontario vedi i cavalli, le loro cure, la giornata di cure e i tuoi turni.",
  back: 'Vai ai cavalli',
} as const;
