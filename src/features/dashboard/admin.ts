export { Dashboard, type DashboardProps } from './dashboard';
