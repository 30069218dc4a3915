import { Dashboard } from '#src/features/dashboard/admin';
import { PublicationStatus } from '#src/features/publishing/admin';
import { AdminPage } from './admin-page';

export function AdminDashboardPage() {
  return (
    <AdminPage title="Dashboard" hideTitle className="admin-dashboard-page">
      <p className="admin-dashboard__hint">
        Se sei qui e non vedi nulla, in alto a sinistra c&apos;è il menu da aprire.
      </p>
      <Dashboard />
      <PublicationStatus />
    </AdminPage>
  );
}
