/**
 * What other features may use of the horses, on the visitor's side: the list the public pages share.
 * Staff-side pieces are in `./admin`. Everything else in this folder is the feature's own
 * (docs/architecture.md, "Layers").
 */
export { useWebHorseList } from './use-web-horses';
export type { WebHorseSummary } from './web-horses';
