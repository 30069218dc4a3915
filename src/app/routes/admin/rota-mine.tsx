import { MyShiftsPage } from '#src/features/rota/admin';
import { AdminPage } from './admin-page';

export function AdminMyShiftsPage() {
  return (
    <AdminPage title="Turni" className="admin-my-shifts-page">
      <MyShiftsPage />
    </AdminPage>
  );
}
