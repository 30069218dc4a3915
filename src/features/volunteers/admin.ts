// Volunteers' own access (docs/decisions/0087-volunteer-access-by-e-mail-key.md): staff's screen,
// and the read of one's own access that the sign-in makes.
export { VolunteerAccessPage } from './admin/access/volunteer-access-page';
export { listVolunteerAccesses, readOwnAccess } from './api/access-api';
// The rota (decision 89) names a volunteer on a shift by the same key.
export { accessKeyOf } from './model/volunteer-access';
export type { VolunteerAccess } from './model/volunteer-access';
// The volunteers feature's side for staff.
export { VolunteerList } from './admin/applications/volunteer-list';
export { VolunteerDetail } from './admin/applications/volunteer-detail';
