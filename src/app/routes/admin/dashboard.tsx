import { WeeklyDigestPanel } from '#src/features/aftercare/admin';
import { Dashboard } from '#src/features/dashboard/admin';
import { PublicationStatus } from '#src/features/publishing/admin';
import { useAdminMenuOpen } from '../../admin-shell/menu-state';
import { weekDueSources } from '../../admin-shell/week-due-sources';
import { AdminPage } from './admin-page';

/**
 * The hint (the specification's words) is for who sees no menu: a phone opens with it closed, and
 * anyone may close it; beside an open menu it would point at nothing.
 */
export function AdminDashboardPage() {
  const menuOpen = useAdminMenuOpen();
  return (
    <AdminPage title="Dashboard" className="admin-dashboard-page">
      {!menuOpen && (
        <p className="admin-dashboard__hint">
          Se sei qui e non vedi nulla, in alto a sinistra c&apos;è il menu da aprire.
        </p>
      )}
      <PublicationStatus />
      <Dashboard />
      <WeeklyDigestPanel sources={weekDueSources} />
    </AdminPage>
  );
}
