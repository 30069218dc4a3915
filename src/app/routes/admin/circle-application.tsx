import { useParams } from 'react-router';
import { CircleDetail } from '#src/features/applications/admin/circle/circle-detail';

/** /admin/circle-applications/{slug}: one circle application, the member's side to edit. */
export function AdminCircleApplicationPage() {
  const { slug = '' } = useParams();
  return <CircleDetail key={slug} slug={slug} />;
}
