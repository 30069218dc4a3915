import { useState } from 'react';
import { Link } from 'react-router';
import {
  BusyButton,
  CsvDownloadButton,
  csvFileName,
  DataTable,
  downloadBlob,
  toCsv,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { paths } from '#src/config/paths';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { ok, type Result } from '#src/lib/data/result';
import { todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { listDonationsOfYear, readSupporters, sendStatementMail } from '../api/receipts-api';
import { formatEuroCents } from '../model/euro-in-words';
import { receiptYearOf, supporterName } from '../model/receipt';
import { statementFileName, yearStatementInputs, type StatementPdfInput } from '../model/statement';
import { makeStatementsFile, pdfBlob } from './receipt-pdfs';
import { YearBar } from './year-bar';
import './receipts.scss';

export const statementsTexts = {
  intro:
    'Il riepilogo annuale elenca le erogazioni tracciabili di un sostenitore nell’anno (bonifici, ' +
    'carte, PayPal, Satispay, assegni), con i rimborsi e le rettifiche, e il totale: lo stesso del ' +
    'registro delle donazioni. I versamenti in contanti e le donazioni in natura non vi compaiono.',
  year: 'Anno',
  receipts: 'Ricevute',
  loading: 'Lettura delle donazioni dell’anno…',
  failed: 'Non è stato possibile leggere le donazioni dell’anno.',
  none: (year: number) => `Nessuna erogazione tracciabile di un sostenitore nel ${year}.`,
  all: (year: number, count: number) => `Scarica tutti i riepiloghi del ${year} (${count}, un PDF)`,
  making: 'Creazione dei PDF…',
  csv: 'Scarica CSV per il commercialista',
  caption: (year: number) => `Sostenitori con erogazioni tracciabili nel ${year}, per nome`,
  columns: {
    supporter: 'Sostenitore',
    fiscalCode: 'Codice fiscale',
    count: 'Erogazioni',
    total: 'Totale',
    actions: 'Azioni',
  },
  download: 'Scarica PDF',
  send: 'Invia per e-mail',
  sending: 'Invio…',
  noEmail: 'nessuna e-mail',
  sent: (name: string) =>
    `Il riepilogo di ${name} è in coda per l'invio: lo stato è nella posta in uscita.`,
} as const;

const texts = statementsTexts;

interface YearStatements {
  readonly year: number;
  readonly inputs: readonly StatementPdfInput[];
}

async function readYearStatements(year: number): Promise<Result<YearStatements>> {
  const donations = await listDonationsOfYear(year);
  if (!donations.success) return donations;
  const supporters = await readSupporters(donations.data.map((donation) => donation.supporterId));
  if (!supporters.success) return supporters;
  return ok({
    year,
    inputs: yearStatementInputs(donations.data, supporters.data, year, new Date()),
  });
}

export function StatementsScreen() {
  const { user } = useSession();
  const thisYear = receiptYearOf(todayInRome());
  // Statements are asked for in the spring, for the year before.
  const [year, setYear] = useState(thisYear - 1);
  const statements = useRead('Riepiloghi annuali', () => readYearStatements(year), [year]);

  const downloadAll = useAction(async (inputs: readonly StatementPdfInput[]) => {
    const pdf = await makeStatementsFile(inputs.map((input) => ({ ...input, madeAt: new Date() })));
    if (!pdf.success) return pdf;
    downloadBlob(`riepiloghi-donazioni-${year}.pdf`, pdfBlob(pdf.data));
    return ok(undefined);
  }, 'Statements download');

  const downloadOne = useAction(async (input: StatementPdfInput) => {
    const pdf = await makeStatementsFile([{ ...input, madeAt: new Date() }]);
    if (!pdf.success) return pdf;
    downloadBlob(statementFileName(year, supporterName(input.supporter)), pdfBlob(pdf.data));
    return ok(undefined);
  }, 'Statement download');

  const send = useAction(async (input: StatementPdfInput) => {
    const pdf = await makeStatementsFile([{ ...input, madeAt: new Date() }]);
    if (!pdf.success) return pdf;
    const sent = await sendStatementMail(user, input.supporter, input.statement.year, pdf.data);
    return sent.success ? ok(supporterName(input.supporter)) : sent;
  }, 'Statement mail');

  const busy = (action: { input: readonly [StatementPdfInput] | null; pending: boolean }) =>
    action.pending ? action.input?.[0].supporter.id : undefined;

  const columns: DataTableColumn<StatementPdfInput>[] = [
    {
      key: 'supporter',
      header: texts.columns.supporter,
      cell: (input) => supporterName(input.supporter),
    },
    {
      key: 'fiscalCode',
      header: texts.columns.fiscalCode,
      cell: (input) => input.supporter.fiscalCode,
      width: '12rem',
    },
    {
      key: 'count',
      header: texts.columns.count,
      cell: (input) => input.statement.lines.length,
      width: '7rem',
    },
    {
      key: 'total',
      header: texts.columns.total,
      cell: (input) => formatEuroCents(input.statement.totalCents),
      width: '9rem',
    },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (input) => {
        const name = supporterName(input.supporter);
        return (
          <div className="d-flex flex-wrap gap-2">
            <BusyButton
              className="btn btn-sm btn-outline-primary"
              pending={busy(downloadOne) === input.supporter.id}
              pendingText={texts.making}
              aria-label={`${texts.download} del riepilogo di ${name}`}
              onClick={() => downloadOne.run(input)}
            >
              {texts.download}
            </BusyButton>
            {input.supporter.email === '' ? (
              <span className="small text-body-secondary">{texts.noEmail}</span>
            ) : (
              <BusyButton
                className="btn btn-sm btn-outline-primary"
                pending={busy(send) === input.supporter.id}
                pendingText={texts.sending}
                aria-label={`${texts.send} il riepilogo a ${name}`}
                onClick={() => send.run(input)}
              >
                {texts.send}
              </BusyButton>
            )}
          </div>
        );
      },
      width: '17rem',
    },
  ];

  return (
    <div className="receipts">
      <p className="receipts__intro">{texts.intro}</p>
      <YearBar
        label={texts.year}
        year={year}
        thisYear={thisYear}
        onYear={setYear}
        other={{ to: paths.adminMoneyReceipts(), label: texts.receipts }}
        failures={[downloadAll.error, downloadOne.error, send.error]}
      />
      {send.state.status === 'done' && (
        <div className="alert alert-success" role="status">
          {texts.sent(send.state.data)} <Link to={paths.adminMail()}>Posta in uscita</Link>
        </div>
      )}
      <ReadState
        read={statements}
        loading={texts.loading}
        failed={texts.failed}
        isEmpty={(found) => found.inputs.length === 0}
        empty={<p className="text-body-secondary">{texts.none(year)}</p>}
      >
        {({ inputs }) => (
          <>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <BusyButton
                pending={downloadAll.pending}
                pendingText={texts.making}
                onClick={() => downloadAll.run(inputs)}
              >
                {texts.all(year, inputs.length)}
              </BusyButton>
              <CsvDownloadButton
                label={texts.csv}
                fileName={csvFileName(`riepiloghi-donazioni-${year}`)}
                load={() =>
                  Promise.resolve(
                    ok(
                      toCsv(
                        [
                          {
                            header: 'Sostenitore',
                            value: (input) => supporterName(input.supporter),
                          },
                          {
                            header: 'Codice fiscale',
                            value: (input) => input.supporter.fiscalCode,
                          },
                          { header: 'Erogazioni', value: (input) => input.statement.lines.length },
                          {
                            header: 'Totale (euro)',
                            value: (input) => input.statement.totalCents / 100,
                          },
                        ],
                        inputs,
                      ),
                    ),
                  )
                }
              />
            </div>
            <DataTable
              caption={texts.caption(year)}
              columns={columns}
              rows={inputs}
              rowKey={(input) => input.supporter.id}
            />
          </>
        )}
      </ReadState>
    </div>
  );
}
