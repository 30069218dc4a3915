import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AdminShell } from '../../admin-shell/admin-shell';
import { RequireStaff } from '#src/features/auth/components/require-staff';
import { setPublisher } from '#src/lib/data/publication';
import { useIsVolunteer } from '#src/lib/session/session-context';
import '#src/styles/admin.scss';

/** While it is open, every change that moves public data is published once its commit lands. */
export function AdminLayout() {
  return (
    <RequireStaff>
      <StaffPublishes />
      <AdminShell>
        <Outlet />
      </AdminShell>
    </RequireStaff>
  );
}

/** A volunteer's session never publishes: it reads none of what a publication reads. */
function StaffPublishes() {
  return useIsVolunteer() ? null : <PublishWhileOpen />;
}

/**
 * On demand: it reads the features' data, and their stylesheets must follow the back office's own.
 */
const publish = () =>
  void import('#src/features/publishing/admin').then(({ runPublication }) => runPublication());

function PublishWhileOpen() {
  useEffect(() => {
    const remove = setPublisher(publish);
    // What waits since a tab closed before its publication ended is published now.
    publish();
    return remove;
  }, []);
  return null;
}
