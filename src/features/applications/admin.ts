export {
  countNewApplications,
  NewApplicationCountsProvider,
  newCountText,
  useNewApplicationCounts,
  useNewApplicationsRead,
  type NewApplicationCounts,
  type NewApplications,
} from './admin/common/new-applications';

// The application screens' common parts and logged writes, which the volunteers' applications
// reuse (issue 40): one list, one detail, one editor, one log shape for every kind.
export { ApplicationList } from './admin/common/application-list';
export { ApplicationDetail } from './admin/common/application-detail';
export { ApplicationEditor } from './admin/common/application-editor';
export { AnswerList, EmailLink, PhoneLink } from './admin/common/application-answers';
export { useDeleteAndLeave } from './admin/common/delete-application';
export { fullName, linkName, type ListColumn } from './admin/common/list-columns';
export { FilterSelect, ListFilters } from './admin/common/list-filters-form';
export { nameFilter, optionFilter } from './admin/common/list-filters';
export { csvColumns } from './admin/common/csv-columns';
export { labelledChoices } from './admin/common/option-choices';
export type { FieldGroup } from './admin/common/form-fields';
export { useRefreshNewApplicationCounts } from './admin/common/new-applications';
export { INTERNAL_NOTES_MAX, staffFieldsSchema } from './model/staff-fields';
export { referenceOf } from './model/application-reference';
export {
  deleteApplicationLogged,
  updateApplicationLogged,
  type ApplicationTarget,
} from './api/application-writes';
export { applicationMatches } from './api/name-search';
// The circle members the money's screens pick from and count (issue 42).
export { listCircleApplications } from './api/applications-api';
