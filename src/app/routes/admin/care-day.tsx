import { CareDayPage } from '#src/features/care/admin';
import { AdminPage } from './admin-page';

/** /admin/care/day: one visit recorded for several horses (docs/product.md, "Care records"). */
export function AdminCareDayPage() {
  return (
    <AdminPage title="Giornata di cure" className="admin-care-day-page">
      <CareDayPage />
    </AdminPage>
  );
}
