import { PagePlaceholder } from '../../../components/layout/page-placeholder';
import { association } from '../../../config/association';

export function FivePerThousandPage() {
  return (
    <PagePlaceholder title="5x1000">
      <p>
        Codice fiscale: <strong>{association.taxCode}</strong>
      </p>
    </PagePlaceholder>
  );
}
