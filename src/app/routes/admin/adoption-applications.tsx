import { AdoptionList } from '../../../features/applications/admin/adoption/adoption-list';
import { PageHead } from '../../../components/seo/page-head';

/** /admin/adoption-applications: the adoption applications. */
export function AdminAdoptionApplicationsPage() {
  return (
    <>
      <PageHead title="Candidature adozione" noindex />
      <AdoptionList />
    </>
  );
}
