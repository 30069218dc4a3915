import type { ReactNode } from 'react';
import { headerImagePath } from '#src/config/storage-paths';
import { imageUrl } from '#src/components/gallery/image-url';

export interface PageHeaderProps {
  page: string;
  title: string;
  children?: ReactNode;
}

export function PageHeader({ page, title, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <img
        className="page-header__image"
        src={imageUrl(headerImagePath(page))}
        alt=""
        width={1600}
        height={600}
        fetchPriority="high"
      />
      <div className="page-header__text container-xxl">
        <h1 className="page-title">{title}</h1>
        {children && <div className="page-header__intro">{children}</div>}
      </div>
    </header>
  );
}

export const headerImage = (page: string) => imageUrl(headerImagePath(page));
