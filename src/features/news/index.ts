/**
 * What the public site uses of the news from the horses (docs/architecture.md, "Layers"): the
 * section of a horse's page and the snapshot a prerendered page is built with. Staff-side pieces
 * are in `./admin`.
 */
export { HorseNewsList, type HorseNewsListProps } from './public/horse-news-list';
export { HorseNewsSnapshotContext } from './horse-news-snapshot';
export { horseNewsSnapshot, type HorseNewsSnapshot } from './news-snapshot';
export type { HorseNews } from './model/horse-news';
