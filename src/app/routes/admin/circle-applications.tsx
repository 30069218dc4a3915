import { CircleList } from '#src/features/applications/admin/circle/circle-list';
import { PageHead } from '#src/components/seo/page-head';

export function AdminCircleApplicationsPage() {
  return (
    <>
      <PageHead title="Candidature cerchie" noindex />
      <CircleList />
    </>
  );
}
