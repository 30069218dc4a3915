export { loadPublicApplications, type PublicApplicationsApi } from './public/load-write-path';
export type { CircleApplicationInput } from './model/circle-application';
export { circleLimits } from './model/public-answers';
export { applicationLimits, emailPattern, isPhoneNumber } from './model/public-application';
export { applicationReference } from './model/application-reference';
export { amountOf, circleDraftSchema } from './model/circle-draft';
