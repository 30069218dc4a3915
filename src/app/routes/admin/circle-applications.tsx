import { AdminPagePlaceholder } from './admin-page';

export function AdminCircleApplicationsPage() {
  return <AdminPagePlaceholder title="Candidature cerchie" />;
}
