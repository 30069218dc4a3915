import { PageHead } from '#src/components/seo/page-head';
import { LogList } from '#src/features/logs/admin/log-list';

export function AdminLogsPage() {
  return (
    <>
      <PageHead title="Registro attività" noindex />
      <LogList />
    </>
  );
}
