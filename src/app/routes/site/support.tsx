import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export function SupportPage() {
  return <PagePlaceholder title="Sostienici" />;
}
