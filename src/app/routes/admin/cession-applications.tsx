import { CessionList } from '../../../features/applications/admin/cession/cession-list';
import { PageHead } from '../../../components/seo/page-head';

/** /admin/cession-applications: the cession applications. */
export function AdminCessionApplicationsPage() {
  return (
    <>
      <PageHead title="Candidature cessione" noindex />
      <CessionList />
    </>
  );
}
