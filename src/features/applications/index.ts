export { loadPublicApplications, type PublicApplicationsApi } from './public/load-write-path';
export { circleLimits, type CircleApplicationInput } from './model/circle-application';
export { emailPattern } from './model/public-application';
