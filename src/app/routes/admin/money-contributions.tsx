import { PageHead } from '#src/components/seo/page-head';
import { ContributionsList } from '#src/features/money/admin';

export function AdminContributionsPage() {
  return (
    <>
      <PageHead title="Contributi delle cerchie" noindex />
      <ContributionsList />
    </>
  );
}
