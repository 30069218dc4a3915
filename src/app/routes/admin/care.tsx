import { AdminPage } from './admin-page';

/** /admin/care: the care due across horses (placeholder until the list lands). */
export function AdminCarePage() {
  return <AdminPage title="Cure" />;
}
