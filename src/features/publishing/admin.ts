export { runPublication } from './publication-runner';
export { PublicationStatus } from './publication-status';
