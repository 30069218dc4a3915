import { useId, useState, type ReactNode } from 'react';
import './collapsible-card.scss';

export interface CollapsibleCardProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly defaultOpen?: boolean;
  readonly headingLevel?: 2 | 3 | 4;
  readonly actions?: ReactNode;
  readonly className?: string;
}

/**
 * The header button sits in a heading, so the card shows up in the headings list; a closed body is
 * `hidden`.
 */
export function CollapsibleCard({
  title,
  children,
  defaultOpen = true,
  headingLevel = 2,
  actions,
  className,
}: CollapsibleCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = `${useId()}-body`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={['card', 'admin-card', open ? 'admin-card--open' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="card-header admin-card__header">
        <Heading className="admin-card__heading">
          <button
            type="button"
            className="admin-card__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((current) => !current)}
          >
            <span aria-hidden="true" className="admin-card__chevron" />
            <span className="admin-card__title">{title}</span>
          </button>
        </Heading>
        {actions && <div className="admin-card__actions">{actions}</div>}
      </div>
      <div id={bodyId} className="card-body admin-card__body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
