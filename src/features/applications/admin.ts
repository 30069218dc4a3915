export {
  NewApplicationCountsProvider,
  newCountText,
  useNewApplicationCounts,
  useNewApplicationsRead,
  type NewApplicationCounts,
  type NewApplications,
} from './admin/common/new-applications';
