// The volunteers feature's side for staff.
export { VolunteerList } from './admin/applications/volunteer-list';
export { VolunteerDetail } from './admin/applications/volunteer-detail';
