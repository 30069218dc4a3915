import type { ReactNode } from 'react';
import './lists.scss';

export interface ListHeaderProps {
  readonly title: string;
  readonly total?: number;
  readonly actions?: ReactNode;
  readonly headingLevel?: 1 | 2 | 3;
}

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
