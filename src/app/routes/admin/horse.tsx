import { useParams } from 'react-router';
import { HorseEditPage } from '#src/features/horses/admin/edit/horse-edit-page';

/** /admin/horses/{slug}: the horse edit page. */
export function AdminHorsePage() {
  const { slug = '' } = useParams();
  return <HorseEditPage key={slug} slug={slug} />;
}
