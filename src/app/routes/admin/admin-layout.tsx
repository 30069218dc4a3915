import { Outlet } from 'react-router';
import { AdminShell } from '../../admin-shell/admin-shell';
import { RequireStaff } from '#src/features/auth/components/require-staff';
import '#src/styles/admin.scss';

/**
 * Layout of every admin route except the login: the staff guard (which provides `useSession()`)
 * around the back-office shell.
 */
export function AdminLayout() {
  return (
    <RequireStaff>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </RequireStaff>
  );
}
