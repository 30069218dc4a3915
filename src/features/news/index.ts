export { HorseNewsList, type HorseNewsListProps } from './public/horse-news-list';
export type { HorseNews } from './model/horse-news';
