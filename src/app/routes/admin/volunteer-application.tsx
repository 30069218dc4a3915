import { useParams } from 'react-router';
import { ApplicationMailSection } from '#src/features/mail/admin';
import { VolunteerDetail } from '#src/features/volunteers/admin';

export function AdminVolunteerApplicationPage() {
  const { slug = '' } = useParams();
  return (
    <>
      <VolunteerDetail key={slug} slug={slug} />
      <ApplicationMailSection key={`mail-${slug}`} kind="volunteer" applicationId={slug} />
    </>
  );
}
