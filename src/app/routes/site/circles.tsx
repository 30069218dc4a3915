import { Link } from 'react-router';
import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { paths } from '../../../config/paths';

export function CirclesPage() {
  return (
    <PagePlaceholder title="Cerchie">
      <p>
        <Link to={paths.circleApplication('it')}>Candidati per entrare in una cerchia</Link>
      </p>
    </PagePlaceholder>
  );
}
