/**
 * What the app's back office uses of the publication of the public site (docs/architecture.md,
 * "Layers"): the publisher to run after each change, and its state on the dashboard.
 */
export { runPublication } from './publication-runner';
export { PublicationStatus } from './publication-status';
