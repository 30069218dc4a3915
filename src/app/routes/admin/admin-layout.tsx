import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AdminShell } from '../../admin-shell/admin-shell';
import { RequireStaff } from '#src/features/auth/components/require-staff';
import { runPublication } from '#src/features/publishing/admin';
import { setPublisher } from '#src/lib/data/publication';
import '#src/styles/admin.scss';

/**
 * Layout of every admin route except the login: the staff guard (which provides `useSession()`)
 * around the back-office shell. While it is open, every change that moves public data is published
 * once its commit lands (docs/product.md, "Publishing the public site").
 */
export function AdminLayout() {
  useEffect(() => setPublisher(() => void runPublication()), []);
  return (
    <RequireStaff>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </RequireStaff>
  );
}
