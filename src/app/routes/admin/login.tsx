import { AdminPagePlaceholder } from './admin-page';

export function AdminLoginPage() {
  return <AdminPagePlaceholder title="Accesso area riservata" />;
}
