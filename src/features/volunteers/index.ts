// The volunteers feature's side for the site: the volunteering page.
export { VolunteerApplication } from './public/volunteer-application';
