export { HorseNewsAdmin, type HorseNewsAdminProps } from './admin/horse-news-admin';
export { listHorseNews } from './api/web-news-api';
