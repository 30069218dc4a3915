import { PageHead } from '#src/components/seo/page-head';
import { RegisterList } from '#src/features/volunteers/admin/register/register-list';

export function AdminVolunteerRegisterPage() {
  return (
    <>
      <PageHead title="Registro dei volontari" noindex />
      <RegisterList />
    </>
  );
}
