/**
 * docs/decisions/0040-care-records.md; `listCareDue(today)` wants `today` as `YYYY-MM-DD` in Rome.
 */
export { CareAdmin, type CareAdminProps } from './admin/care-admin';
export { CareDayPage, type CareDayPageProps } from './admin/care-day/care-day-page';
export { CareList, type CareListProps } from './admin/care-list/care-list';
export { listCareDue, readAllCare } from './api/care-api';
export type { CareDue, DueState, RecurringCareType } from './model/care-schedule';
// The week's due list (decision 94) reads each horse's care as the schedule does.
export {
  careSummary,
  intervalsOf,
  type DatedCare,
  type StoredCareIntervals,
} from './model/care-schedule';
export { BarnHorse, BarnHorses } from './admin/barn/barn-horses';
