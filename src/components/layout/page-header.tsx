import type { ReactNode } from 'react';
import { headerImagePath } from '#src/config/storage-paths';
import { imageUrl } from '#src/lib/images/image-url';

export interface PageHeaderProps {
  page: string;
  title: string;
  children?: ReactNode;
}

/** The title over the picture; the introduction too on wider screens, under it on phones. */
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
      <div className="page-header__title container-xxl">
        <h1 className="page-title">{title}</h1>
      </div>
      {children && (
        <div className="page-header__below container-xxl">
          <div className="page-header__intro">{children}</div>
        </div>
      )}
    </header>
  );
}

export const headerImage = (page: string) => imageUrl(headerImagePath(page));
