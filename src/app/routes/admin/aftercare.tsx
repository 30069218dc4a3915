import { PageHead } from '#src/components/seo/page-head';
import { AftercarePage } from '#src/features/aftercare/admin';

export function AdminAftercarePage() {
  return (
    <>
      <PageHead title="Controlli dopo l'adozione" noindex />
      <AftercarePage />
    </>
  );
}
