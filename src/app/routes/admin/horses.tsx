import { AdminPagePlaceholder } from './admin-page';

export function AdminHorsesPage() {
  return <AdminPagePlaceholder title="Cavalli" />;
}
