import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export interface AdminDetailPanelProps {
  /** Accessible name of the panel, e.g. "Dettaglio cavallo". */
  readonly label: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * The right-hand detail panel of the back office (docs/product.md "Admin shell"): up to 515 px wide, scrolled
 * to the top whenever the path changes. Pages place it next to their main content.
 */
export function AdminDetailPanel({ label, children, className }: AdminDetailPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
  }, [pathname]);

  return (
    <aside
      ref={ref}
      aria-label={label}
      className={className ? `admin-detail-panel ${className}` : 'admin-detail-panel'}
    >
      {children}
    </aside>
  );
}
