import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { Loading } from '#src/components/ui/loading';
import { useResult } from '#src/lib/async/use-result';
import type { Result } from '#src/lib/data/result';
import type { DashboardLine, Urgency } from './dashboard-lines';

/** What a section shows once loaded: its lines, and the count its heading shows. */
export interface SectionContent {
  readonly lines: readonly DashboardLine[];
  /** The heading's count; the number of lines when not given. */
  readonly count?: number;
}

export interface DashboardSectionProps {
  readonly title: string;
  /** Shown when there is nothing to do. */
  readonly empty: string;
  /** Reads the section's data; called once when the section mounts. */
  readonly load: () => Promise<Result<SectionContent>>;
  /** A link under the section to the whole list it is taken from. */
  readonly more?: { readonly to: string; readonly label: string };
}

const urgencyWords: Record<Urgency, string> = {
  late: 'Urgente',
  soon: 'In scadenza',
  info: '',
};

/**
 * One section of the dashboard, loading on its own: a spinner, then its lines (each a link to
 * where it is done) or its empty state; a failed read shows its error here only, and is logged
 * (docs/product.md §8), while the other sections carry on.
 */
export function DashboardSection({ title, empty, load, more }: DashboardSectionProps) {
  const headingId = useId();
  const state = useResult(load, []);
  const error = state.status === 'failed' ? state.error : undefined;
  useEffect(() => {
    if (error) console.error(`Dashboard, ${title}: ${error.message}`, error);
  }, [error, title]);

  const count =
    state.status === 'ready' ? (state.data.count ?? state.data.lines.length) : undefined;
  return (
    <section className="dashboard-section" aria-labelledby={headingId}>
      <h2 className="dashboard-section__title" id={headingId}>
        {title}
        {count !== undefined && (
          <>
            {' '}
            <span className="dashboard-section__count">({count})</span>
          </>
        )}
      </h2>
      {state.status === 'loading' && <Loading label={`Caricamento: ${title}…`} />}
      {state.status === 'failed' && (
        <p className="dashboard-section__error" role="alert">
          Non è stato possibile caricare questa sezione: {state.error.message}
        </p>
      )}
      {state.status === 'ready' &&
        (state.data.lines.length === 0 ? (
          <p className="dashboard-section__empty">{empty}</p>
        ) : (
          <ul className="dashboard-section__lines">
            {state.data.lines.map((line) => (
              <li key={line.key}>
                <Link className={`dashboard-line dashboard-line--${line.urgency}`} to={line.to}>
                  <span className="dashboard-line__title">{line.title}</span>{' '}
                  <span className="dashboard-line__detail">
                    {urgencyWords[line.urgency] && (
                      <>
                        <span className="visually-hidden">{urgencyWords[line.urgency]}:</span>{' '}
                      </>
                    )}
                    {line.detail}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      {more && (
        <p className="dashboard-section__more">
          <Link to={more.to}>{more.label}</Link>
        </p>
      )}
    </section>
  );
}
