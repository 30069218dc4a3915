/**
 * What the app's back-office shell may use of the applications (docs/architecture.md, "Layers"):
 * the menu's counts of new adoption and cession applications.
 */
export {
  NewApplicationCountsProvider,
  newCountText,
  useNewApplicationCounts,
  type NewApplicationCounts,
} from './admin/common/new-applications';
