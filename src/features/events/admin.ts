/** What other features' staff screens may use of the events (docs/architecture.md, "Layers"). */
// The published site's event files (features/publishing).
export { findWebEvent, listEvents } from './api/web-event-api';
export { eventListData, eventPageData } from './web-events';
