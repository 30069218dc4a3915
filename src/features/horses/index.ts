/**
 * What other features may use of the horses, on the visitor's side: the list the public pages share
 * and a horse's funding bar.
 * Staff-side pieces are in `./admin`. Everything else in this folder is the feature's own
 * (docs/architecture.md, "Layers").
 */
export { FundingBar, fundingBarLabel } from './funding-bar';
export { isInTheAssociationsCare } from './model/coverage';
export { useWebHorseList } from './use-web-horses';
export type { WebHorseSummary } from './web-horses';
