import { useState } from 'react';
import { downloadCsv } from '#src/lib/csv/csv';
import type { Result } from '#src/lib/data/result';
import './lists.scss';

export interface CsvDownloadButtonProps {
  readonly fileName: string;
  readonly load: () => Promise<Result<string>>;
  readonly label?: string;
  readonly className?: string;
}

type DownloadState = { status: 'idle' | 'busy' } | { status: 'failed'; message: string };

export function CsvDownloadButton({
  fileName,
  load,
  label = 'Scarica CSV',
  className,
}: CsvDownloadButtonProps) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const busy = state.status === 'busy';

  const download = async () => {
    if (busy) return;
    setState({ status: 'busy' });
    try {
      const result = await load();
      if (result.success) {
        downloadCsv(fileName, result.data);
        setState({ status: 'idle' });
      } else {
        setState({ status: 'failed', message: result.error.message });
      }
    } catch (error) {
      // load() should return a failed result; a throw is a bug, still not a silent one.
      console.error('CSV export failed', error);
      setState({ status: 'failed', message: 'Qualcosa è andato storto: riprova tra poco.' });
    }
  };

  return (
    <div className={['csv-download', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        // Not `disabled` while busy: the button keeps the keyboard focus.
        className={busy ? 'btn btn-outline-primary disabled' : 'btn btn-outline-primary'}
        aria-busy={busy}
        aria-disabled={busy}
        onClick={() => void download()}
      >
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {label}
      </button>
      {state.status === 'failed' && (
        <div role="alert" className="csv-download__error text-danger">
          {state.message}
        </div>
      )}
    </div>
  );
}
