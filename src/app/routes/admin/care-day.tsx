import { CareDayPage } from '#src/features/care/admin';
import { AdminPage } from './admin-page';

export function AdminCareDayPage() {
  return (
    <AdminPage title="Giornata di cure" className="admin-care-day-page">
      <CareDayPage />
    </AdminPage>
  );
}
