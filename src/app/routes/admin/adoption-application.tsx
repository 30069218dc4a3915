import { useParams } from 'react-router';
import { AdoptionDetail } from '#src/features/applications/admin/adoption/adoption-detail';
import { ApplicationMailSection } from '#src/features/mail/admin';

export function AdminAdoptionApplicationPage() {
  const { slug = '' } = useParams();
  return (
    <>
      <AdoptionDetail key={slug} slug={slug} />
      <ApplicationMailSection key={`mail-${slug}`} kind="adoption" applicationId={slug} />
    </>
  );
}
