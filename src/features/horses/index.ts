/**
 * What other features may use of the horses, on the visitor's side: the list the public pages share.
 * Only that, so that a form offering the horses loads nothing else of them. Staff-side pieces are in
 * `./admin`; the app composes the horse page from the feature's own modules. Everything else in this
 * folder is the feature's own (docs/architecture.md, "Layers").
 */
export { useWebHorseList } from './use-web-horses';
export type { WebHorseSummary } from './web-horses';
