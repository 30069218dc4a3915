import { MyShiftsPage } from '#src/features/rota/admin';
import { AdminPage } from './admin-page';

export function AdminMyShiftsPage() {
  return (
    <AdminPage title="I miei turni" hideTitle className="admin-my-shifts-page">
      <MyShiftsPage />
    </AdminPage>
  );
}
