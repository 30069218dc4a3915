// What the published site's event files are made of (decision 82): pure, without Firebase or
// React, for the publishing table that the back office and the scripts both read.
export { eventListData, eventPageData } from './web-events';
export type { HorseEvent } from './model/event';
