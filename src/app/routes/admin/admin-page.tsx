import type { ReactNode } from 'react';
import { PageHead } from '#src/components/seo/page-head';

export interface AdminPageProps {
  readonly title: string;
  /** Hides the heading visually (it stays for screen readers). */
  readonly hideTitle?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** Frame of a back-office page: its head (never indexed: `noindex`), its heading, its content. */
export function AdminPage({ title, hideTitle = false, className, children }: AdminPageProps) {
  return (
    <section className={className ? `admin-page ${className}` : 'admin-page'}>
      <PageHead title={title} noindex />
      <h1 className={hideTitle ? 'visually-hidden' : 'admin-page__title'}>{title}</h1>
      {children}
    </section>
  );
}
