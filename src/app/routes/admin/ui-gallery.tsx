import { UiGallery } from '#src/components/admin-ui/gallery/ui-gallery';
import { AdminPage } from './admin-page';

/** /admin/ui: the UI kit of the back office, not in the menu. */
export function AdminUiGalleryPage() {
  return (
    <AdminPage title="Componenti">
      <UiGallery />
    </AdminPage>
  );
}
