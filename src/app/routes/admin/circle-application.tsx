import { useParams } from 'react-router';
import { CircleDetail } from '#src/features/applications/admin/circle/circle-detail';

export function AdminCircleApplicationPage() {
  const { slug = '' } = useParams();
  return <CircleDetail key={slug} slug={slug} />;
}
