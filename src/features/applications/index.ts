/**
 * What other features may use of the applications: the public circle form sends through here
 * (docs/architecture.md, "Layers").
 */
export { submitCircleApplication } from './api/public-applications-api';
export { circleLimits, type CircleApplicationInput } from './model/circle-application';
