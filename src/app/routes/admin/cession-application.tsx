import { useParams } from 'react-router';
import { CessionDetail } from '#src/features/applications/admin/cession/cession-detail';

export function AdminCessionApplicationPage() {
  const { slug = '' } = useParams();
  return <CessionDetail key={slug} slug={slug} />;
}
