export { loadPublicApplications, type PublicApplicationsApi } from './public/load-write-path';
export { circleLimits, type CircleApplicationInput } from './model/circle-application';
export { emailPattern } from './model/public-application';
export { applicationReference } from './model/application-reference';
export { phoneError } from './public/common/answer-checks';
