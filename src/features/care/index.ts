/**
 * Staff-only data (docs/decisions/0040-care-records.md): the staff section and `listCareDue` are in
 * `./admin`.
 */
export {
  careSummary,
  dueState,
  nextDue,
  recurringCareTypes,
  type CareDue,
  type CareSummaryLine,
  type DueState,
  type RecurringCareType,
} from './model/care-schedule';
