import { useState } from 'react';
import { Link } from 'react-router';
import {
  BusyButton,
  DataTable,
  downloadBlob,
  PagedResults,
  usePagedList,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { paths } from '#src/config/paths';
import { useAction } from '#src/hooks/use-action';
import type { Page, PageCursor } from '#src/lib/data/firestore-data';
import { ok, type Result } from '#src/lib/data/result';
import { formatCalendarDate, todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import type { Donation, DonationReceipt, Supporter } from '../../model/money-record';
import {
  issueReceipt,
  listDonationsPage,
  readSupporters,
  sendReceiptMail,
} from '../api/receipts-api';
import { formatEuroCents } from '../model/euro-in-words';
import {
  claimsTaxBenefit,
  methodLabel,
  receiptFileName,
  receiptLabel,
  receiptRefusal,
  receiptYearOf,
  supporterName,
} from '../model/receipt';
import { makeReceiptFile, pdfBlob } from './receipt-pdfs';
import { YearBar } from './year-bar';
import './receipts.scss';

export const receiptsTexts = {
  intro:
    'Una ricevuta si emette per una donazione di un sostenitore noto, una volta sola, con un ' +
    "numero progressivo dell'anno di emissione. Solo le donazioni tracciabili riportano la " +
    "dicitura dell'art. 83 del D.Lgs. 117/2017; la ricevuta di un versamento in contanti dice " +
    'che non dà diritto alle agevolazioni.',
  year: 'Donazioni del',
  statements: 'Riepiloghi annuali',
  loading: 'Caricamento delle donazioni…',
  caption: (year: number) => `Donazioni del ${year}, dalla più recente`,
  columns: {
    date: 'Data',
    supporter: 'Sostenitore',
    amount: 'Importo',
    method: 'Mezzo',
    receipt: 'Ricevuta',
    actions: 'Azioni',
  },
  anonymous: 'Anonimo',
  unknownSupporter: 'Sostenitore non trovato',
  noBenefit: 'senza art. 83',
  issue: 'Emetti ricevuta',
  issuing: 'Emissione…',
  issueLabel: (donation: Donation) =>
    `Emetti la ricevuta della donazione del ${formatCalendarDate(donation.date)} di ${formatEuroCents(donation.amountCents)}`,
  issued: (receipt: DonationReceipt) => `Ricevuta n. ${receiptLabel(receipt.id)} emessa.`,
  download: 'Scarica PDF',
  downloading: 'Creazione del PDF…',
  send: 'Invia per e-mail',
  sending: 'Invio…',
  sent: (receiptId: string) =>
    `La ricevuta n. ${receiptLabel(receiptId)} è in coda per l'invio: lo stato è nella posta in uscita.`,
  outbox: 'Posta in uscita',
} as const;

const texts = receiptsTexts;

interface ReceiptRow {
  readonly donation: Donation;
  readonly supporter: Supporter | null;
}

/** A page of the year's ledger with the supporters it names. */
async function receiptRowsPage(
  year: number,
  cursor: PageCursor | null,
): Promise<Result<Page<ReceiptRow>>> {
  const page = await listDonationsPage(year, cursor);
  if (!page.success) return page;
  const supporters = await readSupporters(page.data.items.map((donation) => donation.supporterId));
  if (!supporters.success) return supporters;
  return ok({
    ...page.data,
    items: page.data.items.map((donation) => ({
      donation,
      supporter: supporters.data.get(donation.supporterId) ?? null,
    })),
  });
}

export function ReceiptsScreen() {
  const { user } = useSession();
  const thisYear = receiptYearOf(todayInRome());
  const [year, setYear] = useState(thisYear);
  const [issued, setIssued] = useState<ReadonlyMap<string, string>>(new Map());
  const list = usePagedList(
    String(year),
    (cursor) => receiptRowsPage(year, cursor),
    'Donazioni non caricate',
  );

  const issue = useAction(async (donation: Donation) => {
    const receipt = await issueReceipt(user, donation.id, receiptYearOf(todayInRome()));
    if (receipt.success) setIssued((known) => new Map(known).set(donation.id, receipt.data.id));
    return receipt;
  }, 'Receipt issue');

  const download = useAction(async (receiptId: string) => {
    const file = await makeReceiptFile(receiptId);
    if (!file.success) return file;
    downloadBlob(receiptFileName(file.data.receipt), pdfBlob(file.data.pdf));
    return ok(receiptId);
  }, 'Receipt download');

  const send = useAction(async (receiptId: string) => {
    const file = await makeReceiptFile(receiptId);
    if (!file.success) return file;
    const sent = await sendReceiptMail(user, file.data.receipt, file.data.supporter, file.data.pdf);
    return sent.success ? ok(receiptId) : sent;
  }, 'Receipt mail');

  const receiptOf = (donation: Donation) => issued.get(donation.id) ?? donation.receiptId;
  const busyId = (action: { input: readonly [unknown] | null; pending: boolean }) =>
    action.pending ? action.input?.[0] : undefined;

  const columns: DataTableColumn<ReceiptRow>[] = [
    {
      key: 'date',
      header: texts.columns.date,
      cell: ({ donation }) => formatCalendarDate(donation.date),
      width: '9rem',
    },
    {
      key: 'supporter',
      header: texts.columns.supporter,
      cell: ({ donation, supporter }) =>
        donation.supporterId === ''
          ? texts.anonymous
          : supporter
            ? supporterName(supporter)
            : texts.unknownSupporter,
    },
    {
      key: 'amount',
      header: texts.columns.amount,
      cell: ({ donation }) => formatEuroCents(donation.amountCents),
      width: '8rem',
    },
    {
      key: 'method',
      header: texts.columns.method,
      cell: ({ donation }) => (
        <>
          {methodLabel(donation)}
          {donation.kind === 'donazione' && !claimsTaxBenefit(donation) && (
            <span className="d-block small text-body-secondary">{texts.noBenefit}</span>
          )}
        </>
      ),
      width: '10rem',
    },
    {
      key: 'receipt',
      header: texts.columns.receipt,
      cell: ({ donation }) => {
        const receiptId = receiptOf(donation);
        if (receiptId !== '') return <strong>{receiptLabel(receiptId)}</strong>;
        const refusal = receiptRefusal(donation);
        return refusal === null ? (
          <BusyButton
            className="btn btn-sm btn-primary"
            pending={busyId(issue) === donation}
            pendingText={texts.issuing}
            aria-label={texts.issueLabel(donation)}
            onClick={() => issue.run(donation)}
          >
            {texts.issue}
          </BusyButton>
        ) : (
          <span className="small text-body-secondary">{refusal}</span>
        );
      },
      width: '14rem',
    },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: ({ donation }) => {
        const receiptId = receiptOf(donation);
        if (receiptId === '') return null;
        const label = receiptLabel(receiptId);
        return (
          <div className="d-flex flex-wrap gap-2">
            <BusyButton
              className="btn btn-sm btn-outline-primary"
              pending={busyId(download) === receiptId}
              pendingText={texts.downloading}
              aria-label={`${texts.download} della ricevuta ${label}`}
              onClick={() => download.run(receiptId)}
            >
              {texts.download}
            </BusyButton>
            <BusyButton
              className="btn btn-sm btn-outline-primary"
              pending={busyId(send) === receiptId}
              pendingText={texts.sending}
              aria-label={`${texts.send} la ricevuta ${label}`}
              onClick={() => send.run(receiptId)}
            >
              {texts.send}
            </BusyButton>
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
        other={{ to: paths.adminMoneyStatements(), label: texts.statements }}
        failures={[issue.error, download.error, send.error]}
      />
      {issue.state.status === 'done' && (
        <div className="alert alert-success" role="status">
          {texts.issued(issue.state.data)}
        </div>
      )}
      {send.state.status === 'done' && (
        <div className="alert alert-success" role="status">
          {texts.sent(send.state.data)} <Link to={paths.adminMail()}>{texts.outbox}</Link>
        </div>
      )}
      <PagedResults {...list} loadingLabel={texts.loading}>
        {(rows) => (
          <DataTable
            caption={texts.caption(year)}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.donation.id}
            rowProps={(row) => ({ 'data-donation': row.donation.id })}
          />
        )}
      </PagedResults>
    </div>
  );
}
