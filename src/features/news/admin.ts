/**
 * What other features' staff screens may use of the news (docs/architecture.md, "Layers"): the
 * news section of a horse's edit page.
 */
export { HorseNewsAdmin, type HorseNewsAdminProps } from './admin/horse-news-admin';
// A horse page's published file holds its news (features/publishing).
export { listHorseNews } from './api/web-news-api';
export { horseNewsPageData } from './web-news';
