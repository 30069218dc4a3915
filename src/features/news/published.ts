// What a horse's published file holds of its news (decision 82): pure, without Firebase or React,
// for the publishing table that the back office and the scripts both read.
export { horseNewsPageData } from './web-news';
export type { HorseNews } from './model/horse-news';
