import { RegisterPrintScreen } from '#src/features/volunteers/print/register-print-screen';
import { AdminPage } from './admin-page';

export function AdminVolunteerRegisterPrintPage() {
  return (
    <AdminPage title="Stampa del registro dei volontari" className="admin-volunteer-register-print">
      <RegisterPrintScreen />
    </AdminPage>
  );
}
