import { AdminPage } from './admin-page';

/** /admin/care/day: one visit recorded for several horses (placeholder until the form lands). */
export function AdminCareDayPage() {
  return <AdminPage title="Giornata di cure" />;
}
