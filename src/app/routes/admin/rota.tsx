import { RotaPlanPage } from '#src/features/rota/admin';
import { AdminPage } from './admin-page';

export function AdminRotaPage() {
  return (
    <AdminPage title="Turni" className="admin-rota-page">
      <RotaPlanPage />
    </AdminPage>
  );
}
