import { CessionList } from '#src/features/applications/admin/cession/cession-list';
import { PageHead } from '#src/components/seo/page-head';

export function AdminCessionApplicationsPage() {
  return (
    <>
      <PageHead title="Candidature cessione" noindex />
      <CessionList />
    </>
  );
}
