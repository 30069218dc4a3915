import { UiGallery } from '#src/components/admin-ui/gallery/ui-gallery';
import { AdminPage } from './admin-page';

export function AdminUiGalleryPage() {
  return (
    <AdminPage title="Componenti">
      <UiGallery />
    </AdminPage>
  );
}
