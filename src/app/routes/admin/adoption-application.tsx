import { useParams } from 'react-router';
import { AdminPagePlaceholder } from './admin-page';

export function AdminAdoptionApplicationPage() {
  const { slug = '' } = useParams();
  return <AdminPagePlaceholder title={`Candidatura adozione ${slug}`} />;
}
