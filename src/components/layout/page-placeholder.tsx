import type { ReactNode } from 'react';
import type { SiteLanguage } from '../../config/site';
import { PageHead, type PageHeadProps } from '../seo/page-head';

export interface PagePlaceholderProps {
  readonly title: string;
  readonly head?: Omit<PageHeadProps, 'title'>;
  readonly children?: ReactNode;
}

const underConstruction: Record<SiteLanguage, string> = {
  it: 'Questa pagina è in costruzione: torna a trovarci presto.',
  en: 'This page is being built: please come back soon.',
};

/** Temporary page body for routes whose real content comes in a later issue. */
export function PagePlaceholder({ title, head, children }: PagePlaceholderProps) {
  return (
    <section className="container-xxl page-section">
      <PageHead title={title} {...head} />
      <h1 className="page-title">{title}</h1>
      {children}
      <p className="lead">{underConstruction[head?.language ?? 'it']}</p>
    </section>
  );
}
