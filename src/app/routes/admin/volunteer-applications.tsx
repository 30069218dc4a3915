import { PageHead } from '#src/components/seo/page-head';
import { VolunteerList } from '#src/features/volunteers/admin';

export function AdminVolunteerApplicationsPage() {
  return (
    <>
      <PageHead title="Candidature volontariato" noindex />
      <VolunteerList />
    </>
  );
}
