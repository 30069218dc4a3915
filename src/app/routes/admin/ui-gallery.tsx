import { AdminPagePlaceholder } from './admin-page';

export function AdminUiGalleryPage() {
  return <AdminPagePlaceholder title="Componenti" />;
}
