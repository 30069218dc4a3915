/**
 * What the app's back-office shell may use of the applications (docs/architecture.md, "Layers"):
 * the menu's counts of new adoption and cession applications, which the dashboard shows too.
 */
export { countNewAdoptionApplications, countNewCessionApplications } from './api/applications-api';
export {
  NewApplicationCountsProvider,
  newCountText,
  useNewApplicationCounts,
  type NewApplicationCounts,
} from './admin/common/new-applications';
