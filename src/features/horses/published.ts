// What the published site's horse files are made of (decision 82): pure, without Firebase or
// React, for the publishing table that the back office and the scripts both read.
export { horsePageData, summarizeHorse } from './web-horses';
export type { PublicHorse } from './model/public-horse';
