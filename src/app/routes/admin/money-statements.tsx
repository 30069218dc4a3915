import { StatementsScreen } from '#src/features/money/receipts/admin/statements-screen';
import { AdminPage } from './admin-page';

export function AdminMoneyStatementsPage() {
  return (
    <AdminPage title="Riepiloghi annuali delle donazioni" className="admin-money-statements">
      <StatementsScreen />
    </AdminPage>
  );
}
