import { PageHead } from '../../../components/seo/page-head';

export function AdminDashboardPage() {
  return (
    <section className="admin-dashboard">
      <PageHead title="Dashboard" noindex />
      <h1 className="visually-hidden">Dashboard</h1>
      <p>Se sei qui e non vedi nulla, in alto a sinistra c&apos;è il menu da aprire.</p>
    </section>
  );
}
