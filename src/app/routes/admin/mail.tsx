import { PageHead } from '#src/components/seo/page-head';
import { Outbox } from '#src/features/mail/admin';

export function AdminMailPage() {
  return (
    <>
      <PageHead title="Posta in uscita" noindex />
      <Outbox />
    </>
  );
}
