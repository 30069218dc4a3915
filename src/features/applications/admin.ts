export {
  countNewAdoptionApplications,
  countNewCessionApplications,
  countNewCircleApplications,
} from './api/applications-api';
export {
  NewApplicationCountsProvider,
  newCountText,
  useNewApplicationCounts,
  type NewApplicationCounts,
} from './admin/common/new-applications';
