export { findWebEvent, listEvents } from './api/web-event-api';
export { eventListData, eventPageData } from './web-events';
