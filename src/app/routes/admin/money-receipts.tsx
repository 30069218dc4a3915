import { ReceiptsScreen } from '#src/features/money/receipts/admin/receipts-screen';
import { AdminPage } from './admin-page';

export function AdminMoneyReceiptsPage() {
  return (
    <AdminPage title="Ricevute delle donazioni" className="admin-money-receipts">
      <ReceiptsScreen />
    </AdminPage>
  );
}
