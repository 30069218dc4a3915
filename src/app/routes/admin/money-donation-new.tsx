import { PageHead } from '#src/components/seo/page-head';
import { DonationForm } from '#src/features/money/admin';

export function AdminDonationNewPage() {
  return (
    <>
      <PageHead title="Nuova donazione" noindex />
      <DonationForm />
    </>
  );
}
