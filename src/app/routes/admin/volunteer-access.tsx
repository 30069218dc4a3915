import { PageHead } from '#src/components/seo/page-head';
import { VolunteerAccessPage } from '#src/features/volunteers/admin';

export function AdminVolunteerAccessPage() {
  return (
    <>
      <PageHead title="Accessi dei volontari" noindex />
      <VolunteerAccessPage />
    </>
  );
}
