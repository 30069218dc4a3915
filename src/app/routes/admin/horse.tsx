import { useParams } from 'react-router';
import { CareAdmin } from '#src/features/care/admin';
import { HorseDocumentsAdmin } from '#src/features/documents/admin';
import { HorseEditPage } from '#src/features/horses/admin/edit/horse-edit-page';
import { HorseNewsAdmin } from '#src/features/news/admin';

export function AdminHorsePage() {
  const { slug = '' } = useParams();
  return (
    <HorseEditPage
      key={slug}
      slug={slug}
      sections={(horse) => (
        <>
          <HorseNewsAdmin horseSlug={horse.slug} horseName={horse.name} />
          <CareAdmin horseSlug={horse.slug} horseName={horse.name} />
          <HorseDocumentsAdmin horseSlug={horse.slug} horseName={horse.name} />
        </>
      )}
    />
  );
}
