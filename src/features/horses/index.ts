/**
 * Only the list the public pages share, so that a form offering the horses loads nothing else of
 * them.
 */
export { horseListLoader, useWebHorseList } from './use-web-horses';
export type { WebHorseSummary } from './web-horses';
export { hasCircle, monthlyCents } from './model/coverage';
