import { useParams } from 'react-router';
import { ApplicationMailSection } from '#src/features/mail/admin';
import { VolunteerDetail } from '#src/features/volunteers/admin';

export function AdminVolunteerApplicationPage() {
  const { slug = '' } = useParams();
  return (
    <>
      {/* The register's "Registra nel registro" is given to VolunteerDetail as `registerAction`. */}
      <VolunteerDetail key={slug} slug={slug} />
      <ApplicationMailSection key={`mail-${slug}`} kind="volunteer" applicationId={slug} />
    </>
  );
}
