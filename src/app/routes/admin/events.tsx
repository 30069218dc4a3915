import { PageHead } from '#src/components/seo/page-head';
import { EventList } from '#src/features/events/admin/list/event-list';

export function AdminEventsPage() {
  return (
    <>
      <PageHead title="Eventi" noindex />
      <EventList />
    </>
  );
}
