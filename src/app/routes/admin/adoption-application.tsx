import { useParams } from 'react-router';
import { AdoptionDetail } from '#src/features/applications/admin/adoption/adoption-detail';

export function AdminAdoptionApplicationPage() {
  const { slug = '' } = useParams();
  return <AdoptionDetail key={slug} slug={slug} />;
}
