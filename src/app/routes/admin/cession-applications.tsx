import { AdminPagePlaceholder } from './admin-page';

export function AdminCessionApplicationsPage() {
  return <AdminPagePlaceholder title="Candidature cessione" />;
}
