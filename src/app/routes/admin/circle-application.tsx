import { useParams } from 'react-router';
import { AdminPagePlaceholder } from './admin-page';

export function AdminCircleApplicationPage() {
  const { slug = '' } = useParams();
  return <AdminPagePlaceholder title={`Candidatura cerchia ${slug}`} />;
}
