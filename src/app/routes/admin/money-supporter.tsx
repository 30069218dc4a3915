import { PageHead } from '#src/components/seo/page-head';
import { SupporterPage } from '#src/features/money/admin';

export function AdminSupporterPage() {
  return (
    <>
      <PageHead title="Sostenitore" noindex />
      <SupporterPage />
    </>
  );
}
