import { useParams } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { RegisterEntryPage } from '#src/features/volunteers/admin/register/register-entry-page';

export function AdminVolunteerRegisterEntryPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHead title="Iscrizione nel registro dei volontari" noindex />
      <RegisterEntryPage key={id} id={id} />
    </>
  );
}
