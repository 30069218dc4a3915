import { AdminPagePlaceholder } from './admin-page';

export function AdminEventsPage() {
  return <AdminPagePlaceholder title="Eventi" />;
}
