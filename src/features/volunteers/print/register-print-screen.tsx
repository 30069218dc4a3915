import { useId, useState } from 'react';
import {
  BusyButton,
  DataTable,
  downloadBlob,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { ok } from '#src/lib/data/result';
import { formatDayAtTime, todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { listRegisterPrints, readRegisterPrintFile } from '../api/register-print-api';
import {
  contentFileName,
  printFileName,
  printScopes,
  scopeLabel,
  type PrintScope,
  type RegisterPrint,
} from '../model/register-print';
import { makeRegisterPrint, type MadePrint } from './make-register-print';
import './register-print-screen.scss';

export const registerPrintTexts = {
  intro:
    'Il registro si stampa in PDF con la sua impronta SHA-256. Il legale rappresentante lo firma ' +
    'digitalmente e vi appone una marca temporale fuori dal sito, almeno una volta all’anno; il ' +
    'sito non firma.',
  scope: 'Che cosa stampare',
  scopeOption: (scope: PrintScope) =>
    scope === 'intero' ? 'Intero registro' : `Anno ${scope} (record scritti nell’anno)`,
  make: 'Crea e scarica il PDF',
  making: 'Creazione del PDF in corso…',
  made: (print: RegisterPrint) =>
    `Stampa creata e conservata: ${scopeLabel(print.scope)}, ${print.count} record.`,
  fingerprint: 'Impronta SHA-256',
  downloadPdf: 'Scarica di nuovo il PDF',
  downloadContent: 'Scarica il contenuto canonico (JSON)',
  contentHint:
    'Il contenuto canonico è il testo di cui il PDF stampa l’impronta: il comando sha256sum la ' +
    'ricalcola fuori dal sito (docs/operations.md, punto 17).',
  listTitle: 'Stampe conservate',
  loading: 'Caricamento delle stampe…',
  failed: 'Non è stato possibile leggere le stampe.',
  none: 'Nessuna stampa finora.',
  columns: {
    madeAt: 'Stampata il',
    scope: 'Che cosa',
    count: 'Record',
    fingerprint: 'Impronta SHA-256',
    madeBy: 'Da',
    actions: 'Azioni',
  },
  download: 'Scarica',
  downloadLabel: (print: RegisterPrint) =>
    `Scarica la stampa (${scopeLabel(print.scope)}) del ${formatDayAtTime(print.madeAt)}`,
  downloading: 'Download in corso…',
} as const;

const texts = registerPrintTexts;

function MadeResult({ made }: { readonly made: MadePrint }) {
  const { stored } = made;
  return (
    <div className="alert alert-success register-print__made" role="status">
      <p className="mb-2">{texts.made(stored)}</p>
      <p className="mb-1">{texts.fingerprint}:</p>
      <p className="register-print__fingerprint" data-testid="made-fingerprint">
        {stored.fingerprint}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => downloadBlob(printFileName(stored.scope), pdfBlob(made.pdf))}
        >
          {texts.downloadPdf}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() =>
            downloadBlob(
              contentFileName(stored.scope),
              new Blob([made.content], { type: 'application/json;charset=utf-8' }),
            )
          }
        >
          {texts.downloadContent}
        </button>
      </div>
      <p className="small mt-2 mb-0">{texts.contentHint}</p>
    </div>
  );
}

const pdfBlob = (pdf: ArrayBuffer) => new Blob([pdf], { type: 'application/pdf' });

export function RegisterPrintScreen() {
  const { user } = useSession();
  const scopeId = useId();
  const scopes = printScopes(todayInRome());
  const [scope, setScope] = useState<PrintScope>('intero');
  const [listVersion, setListVersion] = useState(0);
  const prints = useRead('the register’s prints', listRegisterPrints, [listVersion]);

  const make = useAction(async (chosen: PrintScope) => {
    const made = await makeRegisterPrint(user, chosen);
    if (made.success) {
      downloadBlob(printFileName(chosen), pdfBlob(made.data.pdf));
      setListVersion((version) => version + 1);
    }
    return made;
  }, 'Register print');

  const download = useAction(async (print: RegisterPrint) => {
    const file = await readRegisterPrintFile(print);
    if (!file.success) return file;
    downloadBlob(printFileName(print.scope), file.data);
    return ok(undefined);
  }, 'Register print download');
  const downloadingId = download.input?.[0].id ?? null;

  const columns: DataTableColumn<RegisterPrint>[] = [
    { key: 'madeAt', header: texts.columns.madeAt, cell: (print) => formatDayAtTime(print.madeAt) },
    { key: 'scope', header: texts.columns.scope, cell: (print) => scopeLabel(print.scope) },
    { key: 'count', header: texts.columns.count, cell: (print) => print.count },
    {
      key: 'fingerprint',
      header: texts.columns.fingerprint,
      cell: (print) => <span className="register-print__fingerprint">{print.fingerprint}</span>,
    },
    { key: 'madeBy', header: texts.columns.madeBy, cell: (print) => print.madeBy.email ?? '' },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (print) => (
        <BusyButton
          className="btn btn-sm btn-outline-primary"
          pending={downloadingId === print.id}
          pendingText={texts.downloading}
          aria-label={texts.downloadLabel(print)}
          onClick={() => download.run(print)}
        >
          {texts.download}
        </BusyButton>
      ),
    },
  ];

  return (
    <div className="register-print">
      <p className="register-print__intro">{texts.intro}</p>
      <form
        className="register-print__form"
        onSubmit={(event) => {
          event.preventDefault();
          make.run(scope);
        }}
      >
        <label className="form-label" htmlFor={scopeId}>
          {texts.scope}
        </label>
        <div className="d-flex flex-wrap gap-2 align-items-start">
          <select
            id={scopeId}
            className="form-select register-print__scope"
            value={scope}
            onChange={(event) => {
              setScope(event.target.value as PrintScope);
              make.reset();
            }}
          >
            {scopes.map((option) => (
              <option key={option} value={option}>
                {texts.scopeOption(option)}
              </option>
            ))}
          </select>
          <BusyButton type="submit" pending={make.pending} pendingText={texts.making}>
            {texts.make}
          </BusyButton>
        </div>
      </form>
      {make.error && (
        <div className="alert alert-danger mt-3" role="alert">
          {make.error}
        </div>
      )}
      {make.state.status === 'done' && <MadeResult made={make.state.data} />}

      <h2 className="h5 mt-4">{texts.listTitle}</h2>
      {download.error && (
        <div className="alert alert-danger" role="alert">
          {download.error}
        </div>
      )}
      <ReadState
        read={prints}
        loading={texts.loading}
        failed={texts.failed}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-body-secondary">{texts.none}</p>}
      >
        {(list) => (
          <DataTable
            caption={texts.listTitle}
            columns={columns}
            rows={list}
            rowKey={(print) => print.id}
          />
        )}
      </ReadState>
    </div>
  );
}
