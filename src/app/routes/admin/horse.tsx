import { useParams } from 'react-router';
import { AdminPagePlaceholder } from './admin-page';

export function AdminHorsePage() {
  const { slug = '' } = useParams();
  return <AdminPagePlaceholder title={`Cavalli: ${slug}`} />;
}
