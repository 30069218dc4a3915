/** What the app's back office may use of the dashboard (docs/architecture.md, "Layers"). */
export { Dashboard, type DashboardProps } from './dashboard';
