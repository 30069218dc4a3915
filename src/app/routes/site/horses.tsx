import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export function HorsesPage() {
  return <PagePlaceholder title="Cavalli" />;
}
