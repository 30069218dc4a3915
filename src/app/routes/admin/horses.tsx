import { PageHead } from '#src/components/seo/page-head';
import { BarnHorses } from '#src/features/care/admin';
import { HorseList } from '#src/features/horses/admin/list/horse-list';
import { useIsVolunteer } from '#src/lib/session/session-context';

export function AdminHorsesPage() {
  // A volunteer sees the barn's view of the horses, never the registry (decision 87).
  const volunteer = useIsVolunteer();
  return (
    <>
      <PageHead title="Cavalli" noindex />
      {volunteer ? <BarnHorses /> : <HorseList />}
    </>
  );
}
