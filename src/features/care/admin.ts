/**
 * What other features' staff screens may use of the care records (docs/architecture.md, "Layers";
 * docs/decisions/0040-care-records.md): the "Cure" section of a horse's edit page, the care list
 * across horses (the page /admin/care), and the care due across horses for the dashboard.
 *
 * `listCareDue(today)`: `today` is `YYYY-MM-DD` in Rome (`formatDate(new Date())`,
 * src/lib/format/dates.ts). It answers, for every horse with care records, each recurring care
 * (Maniscalco, Vaccinazione, Dentista, Sverminazione) whose next due date (its last record plus the
 * horse's interval) is past ('overdue') or within 14 days, today included ('due-soon'), as
 * `CareDue = { horseSlug, type, lastDate, nextDue, state }`, the earliest due first. A type never
 * recorded on a horse is not listed. Staff only (the rules refuse anyone else).
 */
export { CareAdmin, type CareAdminProps } from './admin/care-admin';
// A care day: one visit (the farrier's) recorded for several horses at once (the page /admin/care/day).
export { CareDayPage, type CareDayPageProps } from './admin/care-day/care-day-page';
export { CareList, type CareListProps } from './admin/care-list/care-list';
export { listCareDue } from './api/care-api';
export type { CareDue, DueState, RecurringCareType } from './model/care-schedule';
