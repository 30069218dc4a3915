import { useLocation, useSearchParams } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { EnrolmentForm } from '#src/features/volunteers/admin/register/enrolment-form';
import { enrolmentPrefill } from '#src/features/volunteers/admin/register/enrolment-prefill';

/**
 * A new enrolment; a volunteer application's page links here with its name, contacts and id, as
 * route state or in the query (`?nome=…&cognome=…&email=…&telefono=…&candidatura=…`).
 */
export function AdminVolunteerRegisterNewPage() {
  const { state } = useLocation() as { state: unknown };
  const [params] = useSearchParams();
  return (
    <>
      <PageHead title="Nuova iscrizione nel registro dei volontari" noindex />
      <EnrolmentForm prefill={enrolmentPrefill(state, params)} />
    </>
  );
}
