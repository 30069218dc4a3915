import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AdminShell } from '../../admin-shell/admin-shell';
import { RequireStaff } from '#src/features/auth/components/require-staff';
import { setPublisher } from '#src/lib/data/publication';
import '#src/styles/admin.scss';

/**
 * Layout of every admin route except the login: the staff guard (which provides `useSession()`)
 * around the back-office shell. While it is open, every change that moves public data is published
 * once its commit lands, and what was left waiting is published when it opens (docs/product.md,
 * "Publishing the public site").
 */
export function AdminLayout() {
  return (
    <RequireStaff>
      <PublishWhileOpen />
      <AdminShell>
        <Outlet />
      </AdminShell>
    </RequireStaff>
  );
}

/**
 * Loads the publisher on demand: it reads the horses, news and events of the features, which the
 * layout itself does not need (and whose stylesheets must follow the back office's own).
 */
const publish = () =>
  void import('#src/features/publishing/admin').then(({ runPublication }) => runPublication());

/** Runs the publisher for a signed-in staff member: after each change, and once on opening. */
function PublishWhileOpen() {
  useEffect(() => {
    const remove = setPublisher(publish);
    // What waits since a tab closed before its publication ended is published now.
    publish();
    return remove;
  }, []);
  return null;
}
