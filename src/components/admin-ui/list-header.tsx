import type { ReactNode } from 'react';
import './lists.scss';

export interface ListHeaderProps {
  readonly title: string;
  /** The number of results; the title reads "Title (N)" once it is known. */
  readonly total?: number;
  /** Buttons beside the title ("Nuovo", "Scarica CSV"). */
  readonly actions?: ReactNode;
  /** 1 on a list page; lower where the header is not the page's title (the UI gallery). */
  readonly headingLevel?: 1 | 2 | 3;
}

/** The heading of an admin list with its count, e.g. "Eventi (8)". */
export function listTitle(title: string, total?: number): string {
  return total === undefined ? title : `${title} (${total})`;
}

export function ListHeader({ title, total, actions, headingLevel = 1 }: ListHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="admin-list-header">
      <Heading className="admin-page-title admin-list-header__title">
        {listTitle(title, total)}
      </Heading>
      {actions && <div className="admin-list-header__actions">{actions}</div>}
    </div>
  );
}
