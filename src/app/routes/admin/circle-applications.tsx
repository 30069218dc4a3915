import { CircleList } from '#src/features/applications/admin/circle/circle-list';
import { PageHead } from '#src/components/seo/page-head';

/** /admin/circle-applications: the requests to join a horse's circle. */
export function AdminCircleApplicationsPage() {
  return (
    <>
      <PageHead title="Candidature cerchie" noindex />
      <CircleList />
    </>
  );
}
