import { PageHead } from '#src/components/seo/page-head';
import { CareList } from '#src/features/care/admin';

export function AdminCarePage() {
  return (
    <>
      <PageHead title="Cure" noindex />
      <CareList />
    </>
  );
}
