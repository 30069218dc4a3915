// After the adoption (docs/decisions/0094-after-the-adoption.md): the staff side.
export { FollowUpAdmin, type FollowUpAdminProps } from './admin/follow-up-admin';
export { AftercarePage } from './admin/aftercare-page';
export { listOpenFollowUps } from './api/follow-up-api';
export type { OpenFollowUp } from './model/follow-up';
