import { useParams } from 'react-router';
import { CessionDetail } from '#src/features/applications/admin/cession/cession-detail';
import { ApplicationMailSection } from '#src/features/mail/admin';

export function AdminCessionApplicationPage() {
  const { slug = '' } = useParams();
  return (
    <>
      <CessionDetail key={slug} slug={slug} />
      <ApplicationMailSection key={`mail-${slug}`} kind="cession" applicationId={slug} />
    </>
  );
}
