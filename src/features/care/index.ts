/**
 * The care records are staff-only data (docs/decisions/0040-care-records.md): the public site uses
 * none of them. What the pure schedule offers other features (due dates, states) is shared here;
 * the staff section and `listCareDue` are in `./admin`.
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
