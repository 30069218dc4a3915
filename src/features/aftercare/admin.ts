// After the adoption (docs/decisions/0094-after-the-adoption.md): the staff side.
export { FollowUpAdmin, type FollowUpAdminProps } from './admin/follow-up-admin';
export { AftercarePage } from './admin/aftercare-page';
export { listOpenFollowUps } from './api/follow-up-api';
export type { OpenFollowUp } from './model/follow-up';
// "Da fare questa settimana", the weekly mail (decision 94): the app composes its sources.
export { ownDueSources } from './api/week-due-api';
export { WeeklyDigestAtSignIn, WeeklyDigestPanel } from './admin/weekly-digest';
export type { DueSource, DueSources } from './model/week-due';
