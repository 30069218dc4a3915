import { useParams } from 'react-router';
import { EventEditPage } from '#src/features/events/admin/edit/event-edit-page';

export function AdminEventPage() {
  const { slug = '' } = useParams();
  return <EventEditPage key={slug} slug={slug} />;
}
