import { useAction } from '#src/hooks/use-action';
import { downloadCsv } from '#src/lib/csv/csv';
import type { Result } from '#src/lib/data/result';
import { BusyButton } from './busy-button';
import './lists.scss';

export interface CsvDownloadButtonProps {
  readonly fileName: string;
  readonly load: () => Promise<Result<string>>;
  readonly label?: string;
  readonly className?: string;
}

export function CsvDownloadButton({
  fileName,
  load,
  label = 'Scarica CSV',
  className,
}: CsvDownloadButtonProps) {
  const download = useAction(async () => {
    const result = await load();
    if (result.success) downloadCsv(fileName, result.data);
    return result;
  }, 'CSV export');

  return (
    <div className={['csv-download', className].filter(Boolean).join(' ')}>
      <BusyButton
        className="btn btn-outline-primary"
        pending={download.pending}
        pendingText="Preparazione del CSV in corso…"
        onClick={() => download.run()}
      >
        {label}
      </BusyButton>
      {download.error && (
        <div role="alert" className="csv-download__error text-danger">
          {download.error}
        </div>
      )}
    </div>
  );
}
