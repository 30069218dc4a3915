export { findWebEvent, listEvents } from './api/web-event-api';
