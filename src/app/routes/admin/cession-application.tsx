import { useParams } from 'react-router';
import { AdminPagePlaceholder } from './admin-page';

export function AdminCessionApplicationPage() {
  const { slug = '' } = useParams();
  return <AdminPagePlaceholder title={`Candidatura cessione ${slug}`} />;
}
