/**
 * What other features may use of the applications: the public circle form sends through here
 * (docs/architecture.md, "Layers"), loading the write path on the visitor's first interaction
 * (decision 44).
 */
export { loadPublicApplications, type PublicApplicationsApi } from './public/load-write-path';
export { circleLimits, type CircleApplicationInput } from './model/circle-application';
