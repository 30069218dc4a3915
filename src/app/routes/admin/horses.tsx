import { PageHead } from '#src/components/seo/page-head';
import { HorseList } from '#src/features/horses/admin/list/horse-list';

export function AdminHorsesPage() {
  return (
    <>
      <PageHead title="Cavalli" noindex />
      <HorseList />
    </>
  );
}
