import { AdminPagePlaceholder } from './admin-page';

export function AdminAdoptionApplicationsPage() {
  return <AdminPagePlaceholder title="Candidature adozione" />;
}
