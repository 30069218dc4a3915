import { PageHead } from '#src/components/seo/page-head';
import { SupporterList } from '#src/features/money/admin';

export function AdminSupportersPage() {
  return (
    <>
      <PageHead title="Sostenitori" noindex />
      <SupporterList />
    </>
  );
}
