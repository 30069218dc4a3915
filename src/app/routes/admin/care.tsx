import { PageHead } from '#src/components/seo/page-head';
import { CareList } from '#src/features/care/admin';

/** /admin/care: the recurring care across horses, what is to be done first. */
export function AdminCarePage() {
  return (
    <>
      <PageHead title="Cure" noindex />
      <CareList />
    </>
  );
}
