import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export function AssociationPage() {
  return <PagePlaceholder title="Associazione" />;
}
