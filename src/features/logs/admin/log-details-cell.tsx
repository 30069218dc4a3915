import { Abbreviated } from '#src/components/admin-ui';
import type { LogEntry } from '../model/log-entry';
import { logDetails, withheldText, type DetailLine } from './log-details';

/** The whole value on hover and to readers. */
const VALUE_LENGTH = 80;

function DetailLines({ lines }: { readonly lines: readonly DetailLine[] }) {
  return (
    <dl className="logs-admin__lines">
      {lines.map((line) => (
        <div key={line.label} className="logs-admin__line">
          <dt>{line.label}:</dt>
          <dd>
            <Abbreviated text={line.value} max={VALUE_LENGTH} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function LogDetailsCell({ entry }: { readonly entry: LogEntry }) {
  const details = logDetails(entry);
  switch (details.kind) {
    case 'none':
      return '—';
    case 'withheld':
      return <span className="logs-admin__withheld">{withheldText}</span>;
    case 'lines':
      return <DetailLines lines={details.lines} />;
    case 'collapsed':
      return (
        <details className="logs-admin__details">
          <summary>{details.summary}</summary>
          <DetailLines lines={details.lines} />
        </details>
      );
  }
}
