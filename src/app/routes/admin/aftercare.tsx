import { AftercarePage } from '#src/features/aftercare/admin';
import { AdminPage } from './admin-page';

export function AdminAftercarePage() {
  return (
    <AdminPage title="Controlli dopo l'adozione">
      <AftercarePage />
    </AdminPage>
  );
}
