import { useParams } from 'react-router';
import { AdminPagePlaceholder } from './admin-page';

export function AdminEventPage() {
  const { slug = '' } = useParams();
  return <AdminPagePlaceholder title={`Evento ${slug}`} />;
}
