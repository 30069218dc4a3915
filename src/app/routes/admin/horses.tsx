import { PageHead } from '../../../components/seo/page-head';
import { HorseList } from '../../../features/horses/admin/list/horse-list';

export function AdminHorsesPage() {
  return (
    <>
      <PageHead title="Cavalli" noindex />
      <HorseList />
    </>
  );
}
