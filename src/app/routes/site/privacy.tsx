import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export function PrivacyPage() {
  return <PagePlaceholder title="Informativa sulla privacy" />;
}
