export { HorseNewsList, type HorseNewsListProps } from './public/horse-news-list';
export { HorseNewsSnapshotContext } from './horse-news-snapshot';
export { horseNewsSnapshot, type HorseNewsSnapshot } from './news-snapshot';
export type { HorseNews } from './model/horse-news';
