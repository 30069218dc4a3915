import { PageHead } from '#src/components/seo/page-head';
import { LedgerList } from '#src/features/money/admin';

export function AdminDonationsPage() {
  return (
    <>
      <PageHead title="Donazioni" noindex />
      <LedgerList />
    </>
  );
}
