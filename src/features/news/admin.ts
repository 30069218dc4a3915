/**
 * What other features' staff screens may use of the news (docs/architecture.md, "Layers"): the
 * news section of a horse's edit page.
 */
export { HorseNewsAdmin, type HorseNewsAdminProps } from './admin/horse-news-admin';
