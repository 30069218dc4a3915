import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export function HorsePage() {
  const { slug = '' } = useParams();
  return <PagePlaceholder title={`Scheda di ${slug}`} />;
}
