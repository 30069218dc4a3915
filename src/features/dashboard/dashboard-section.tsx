import { useId } from 'react';
import { Link } from 'react-router';
import { ReadState } from '#src/components/ui/read-state';
import { useRead, type Read } from '#src/lib/async/use-result';
import type { Result } from '#src/lib/data/result';
import type { DashboardLine, Urgency } from './dashboard-lines';

export interface SectionContent {
  readonly lines: readonly DashboardLine[];
  readonly count?: number;
}

export interface DashboardSectionProps {
  readonly title: string;
  readonly empty: string;
  readonly load: () => Promise<Result<SectionContent>>;
  readonly more?: { readonly to: string; readonly label: string };
}

const urgencyWords: Record<Urgency, string> = {
  late: 'Urgente',
  soon: 'In scadenza',
  info: '',
};

/** A failed read shows its error and "Riprova" here only, while the other sections carry on. */
export function DashboardSection({ load, ...shown }: DashboardSectionProps) {
  const read = useRead(`Dashboard, ${shown.title}`, load, []);
  return <DashboardReadSection read={read} {...shown} />;
}

export interface DashboardReadSectionProps extends Omit<DashboardSectionProps, 'load'> {
  readonly read: Read<SectionContent>;
}

/** A section showing a read made elsewhere (the shell's counts), which logs its own failure. */
export function DashboardReadSection({ title, empty, read, more }: DashboardReadSectionProps) {
  const headingId = useId();
  const { state } = read;
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
      <ReadState
        read={read}
        loading={`Caricamento: ${title}…`}
        failed="Non è stato possibile caricare questa sezione:"
        isEmpty={(content) => content.lines.length === 0}
        empty={<p className="dashboard-section__empty">{empty}</p>}
      >
        {(content) => (
          <ul className="dashboard-section__lines">
            {content.lines.map((line) => (
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
        )}
      </ReadState>
      {more && (
        <p className="dashboard-section__more">
          <Link to={more.to}>{more.label}</Link>
        </p>
      )}
    </section>
  );
}
