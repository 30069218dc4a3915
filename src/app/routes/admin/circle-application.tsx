import { useParams } from 'react-router';
import { CircleDetail } from '#src/features/applications/admin/circle/circle-detail';
import { ApplicationMailSection, NewsSubscriptionSection } from '#src/features/mail/admin';

export function AdminCircleApplicationPage() {
  const { slug = '' } = useParams();
  return (
    <>
      <CircleDetail key={slug} slug={slug} />
      <NewsSubscriptionSection key={`news-${slug}`} memberId={slug} />
      <ApplicationMailSection key={`mail-${slug}`} kind="circle" applicationId={slug} />
    </>
  );
}
