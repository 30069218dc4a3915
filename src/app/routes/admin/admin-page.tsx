import type { ReactNode } from 'react';
import { PageHead } from '#src/components/seo/page-head';

export interface AdminPageProps {
  readonly title: string;
  readonly hideTitle?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
}

export function AdminPage({ title, hideTitle = false, className, children }: AdminPageProps) {
  return (
    <section className={className ? `admin-page ${className}` : 'admin-page'}>
      <PageHead title={title} noindex />
      <h1 className={hideTitle ? 'visually-hidden' : 'admin-page__title'}>{title}</h1>
      {children}
    </section>
  );
}
