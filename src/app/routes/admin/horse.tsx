import { useParams } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { FollowUpAdmin } from '#src/features/aftercare/admin';
import { BarnHorse, CareAdmin } from '#src/features/care/admin';
import { HorseDocumentsAdmin } from '#src/features/documents/admin';
import { HorseEditPage } from '#src/features/horses/admin/edit/horse-edit-page';
import { HorseNewsAdmin } from '#src/features/news/admin';
import { useIsVolunteer } from '#src/lib/session/session-context';

export function AdminHorsePage() {
  const { slug = '' } = useParams();
  // A volunteer sees the barn's view of the horse and its care, never the registry (decision 87).
  const volunteer = useIsVolunteer();
  if (volunteer) {
    return (
      <>
        <PageHead title="Cavallo" noindex />
        <BarnHorse key={slug} slug={slug} />
      </>
    );
  }
  return (
    <HorseEditPage
      key={slug}
      slug={slug}
      sections={(horse) => (
        <>
          <HorseNewsAdmin horseSlug={horse.slug} horseName={horse.name} />
          <CareAdmin horseSlug={horse.slug} horseName={horse.name} />
          <HorseDocumentsAdmin horseSlug={horse.slug} horseName={horse.name} />
          <FollowUpAdmin
            horseSlug={horse.slug}
            horseName={horse.name}
            adopted={horse.status === 'Adottato'}
            statusChangedAt={horse.statusChangedAt}
          />
        </>
      )}
    />
  );
}
