import { AdoptionList } from '#src/features/applications/admin/adoption/adoption-list';
import { PageHead } from '#src/components/seo/page-head';

export function AdminAdoptionApplicationsPage() {
  return (
    <>
      <PageHead title="Candidature adozione" noindex />
      <AdoptionList />
    </>
  );
}
