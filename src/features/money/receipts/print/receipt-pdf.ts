import { association, formatAddress, type AssociationConfig } from '#src/config/association';
import { formatCalendarDate } from '#src/lib/format/dates';
import { PdfWriter } from '#src/lib/pdf/pdf-writer';
import type {
  Donation,
  DonationReceipt,
  Supporter,
  SupporterAddress,
} from '../../model/money-record';
import { euroInWords, formatEuroCents } from '../model/euro-in-words';
import {
  methodLabel,
  receiptLabel,
  receiptLawNote,
  receiptTexts,
  supporterName,
} from '../model/receipt';
import type { StatementPdfInput } from '../model/statement';

// A receipt's and a yearly statement's PDFs (docs/decisions/0092-receipts-and-yearly-statements.md),
// written with the back office's PDF writer (src/lib/pdf/pdf-writer.ts, decision 88) and loaded
// only by the screens that make them, through a dynamic import (make-receipt-pdf.ts). What the
// settlement asks a receipt to name: the association (name, codice fiscale, RUNTS number), the
// supporter and their codice fiscale, the amount in figures and in words, the date, the method,
// the art. 83 wording where it applies and the stamp duty's exemption (art. 82 c.5).

export const receiptPdfTexts = {
  receipt: (receipt: Pick<DonationReceipt, 'id'>) => `Ricevuta n. ${receiptLabel(receipt.id)}`,
  statement: (year: number) => `Riepilogo delle erogazioni liberali tracciabili - anno ${year}`,
  issuedOn: 'Emessa il',
  madeOn: 'Redatto il',
  association: 'Ente che riceve',
  taxCode: 'Codice fiscale',
  runts: 'Iscrizione RUNTS n.',
  seat: 'Sede legale',
  from: 'Ricevuto da',
  supporter: 'Sostenitore',
  vatOrTaxCode: 'Codice fiscale / partita IVA',
  noTaxCode: 'non indicato',
  address: 'Indirizzo',
  sum: 'La somma di',
  inWords: 'in lettere: euro',
  value: 'Valore dichiarato',
  paidOn: 'Data del versamento',
  receivedOn: 'Data di ricevimento',
  method: 'Mezzo di pagamento',
  reference: 'Riferimento del pagamento',
  purpose: 'Causale',
  purposes: {
    generale: "erogazione liberale a sostegno delle attività dell'associazione",
    cerchia: 'erogazione liberale per la cerchia di sostegno di un cavallo',
    evento: 'erogazione liberale per una raccolta fondi',
    natura: 'erogazione liberale in natura',
  } satisfies Record<Donation['purpose'], string>,
  goods: 'Beni donati',
  columns: ['Data', 'Mezzo', 'Riferimento', 'Ricevuta', 'Importo'],
  kinds: { donazione: '', rimborso: 'Rimborso: ', rettifica: 'Rettifica: ' },
  total: "Totale dell'anno",
  none: 'Nessuna erogazione tracciabile in questo anno.',
  statementLaw:
    "Erogazioni liberali ai sensi dell'art. 83 del D.Lgs. 117/2017, effettuate con mezzi di " +
    'pagamento tracciabili. I rimborsi e le rettifiche sono già sottratti dal totale. Le ' +
    'erogazioni in contanti o in natura non sono elencate.',
  stampDuty: receiptTexts.stampDuty,
} as const;

const texts = receiptPdfTexts;

export type { StatementPdfInput };

export interface ReceiptPdfInput {
  readonly receipt: DonationReceipt;
  readonly donation: Donation;
  readonly supporter: Supporter;
  readonly config?: AssociationConfig;
}

const addressLine = (address: SupporterAddress): string =>
  [
    address.street,
    [address.postalCode, address.city, address.province && `(${address.province})`]
      .filter(Boolean)
      .join(' '),
    address.country !== '' && address.country !== 'Italia' ? address.country : '',
  ]
    .filter(Boolean)
    .join(', ');

const headerOf = (config: AssociationConfig, title: string): string[] => [
  `${config.name} - ${texts.taxCode} ${config.taxCode} - ${texts.runts} ${config.runtsNumber}`,
  `${texts.seat}: ${formatAddress(config.legalSeatAddress)}`,
  title,
];

function associationBlock(writer: PdfWriter, config: AssociationConfig): void {
  writer.text(texts.association, { size: 11, bold: true, gap: 2 });
  writer.text(config.name);
  writer.text(`${texts.taxCode}: ${config.taxCode}`);
  writer.text(`${texts.runts} ${config.runtsNumber}`);
  writer.text(`${texts.seat}: ${formatAddress(config.legalSeatAddress)}`, { gap: 10 });
}

function supporterBlock(writer: PdfWriter, heading: string, supporter: Supporter): void {
  writer.text(heading, { size: 11, bold: true, gap: 2 });
  writer.text(supporterName(supporter));
  const code = supporter.fiscalCode || texts.noTaxCode;
  writer.text(`${supporter.kind === 'ente' ? texts.vatOrTaxCode : texts.taxCode}: ${code}`);
  const address = addressLine(supporter.address);
  if (address !== '') writer.text(`${texts.address}: ${address}`);
  writer.space(10);
}

/** The amount as the receipt writes it: figures, then words. */
export const amountLine = (cents: number): string =>
  `${formatEuroCents(cents)} (${texts.inWords} ${euroInWords(cents)})`;

function writeReceipt(writer: PdfWriter, input: ReceiptPdfInput, config: AssociationConfig): void {
  const { receipt, donation, supporter } = input;
  writer.text(texts.receipt(receipt), { size: 16, bold: true, gap: 2 });
  writer.text(
    `${texts.issuedOn} ${formatCalendarDate(receipt.issuedAt.toISOString().slice(0, 10))}`,
    {
      gap: 12,
    },
  );
  associationBlock(writer, config);
  supporterBlock(writer, texts.from, supporter);
  const inKind = donation.purpose === 'natura';
  writer.text(`${inKind ? texts.value : texts.sum}: ${amountLine(donation.amountCents)}`, {
    size: 11,
    bold: true,
    gap: 6,
  });
  writer.text(`${inKind ? texts.receivedOn : texts.paidOn}: ${formatCalendarDate(donation.date)}`);
  writer.text(`${texts.method}: ${methodLabel(donation)}`);
  if (donation.reference !== '') writer.text(`${texts.reference}: ${donation.reference}`);
  writer.text(`${texts.purpose}: ${texts.purposes[donation.purpose]}`);
  if (inKind) writer.text(`${texts.goods}: ${donation.inKindDescription}`);
  writer.space(10);
  writer.text(receiptLawNote(donation), { bold: true, gap: 6 });
  writer.text(texts.stampDuty);
}

/** A receipt's PDF, as bytes. */
export function receiptPdf(input: ReceiptPdfInput): ArrayBuffer {
  const config = input.config ?? association;
  const writer = new PdfWriter(headerOf(config, texts.receipt(input.receipt)));
  writeReceipt(writer, input, config);
  writer.numberPages();
  return writer.bytes(input.receipt.issuedAt);
}

const COLUMNS = [0, 70, 180, 370] as const;

function writeStatement(writer: PdfWriter, input: StatementPdfInput, config: AssociationConfig) {
  const { statement, supporter } = input;
  writer.text(texts.statement(statement.year), { size: 14, bold: true, gap: 2 });
  writer.text(`${texts.madeOn} ${formatCalendarDate(input.madeAt.toISOString().slice(0, 10))}`, {
    gap: 12,
  });
  associationBlock(writer, config);
  supporterBlock(writer, texts.supporter, supporter);
  if (statement.lines.length === 0) writer.text(texts.none, { gap: 6 });
  else {
    writer.row(texts.columns, COLUMNS, { bold: true });
    for (const line of statement.lines) {
      writer.row(
        [
          formatCalendarDate(line.date),
          methodLabel(line),
          `${texts.kinds[line.kind]}${line.reference}`.slice(0, 40),
          line.receiptId === '' ? '' : receiptLabel(line.receiptId),
          formatEuroCents(line.amountCents),
        ],
        COLUMNS,
      );
    }
  }
  writer.space(6);
  const total = statement.totalCents;
  writer.text(`${texts.total}: ${total >= 0 ? amountLine(total) : formatEuroCents(total)}`, {
    size: 11,
    bold: true,
    gap: 10,
  });
  writer.text(texts.statementLaw, { gap: 6 });
  writer.text(texts.stampDuty);
}

/** One supporter's yearly statement, as bytes. */
export function statementPdf(input: StatementPdfInput): ArrayBuffer {
  return statementsPdf([input]);
}

/** Many statements in one file, each from a new page and numbered on its own. */
export function statementsPdf(inputs: readonly StatementPdfInput[]): ArrayBuffer {
  const [first] = inputs;
  if (!first) throw new Error('No statement to print');
  const title = (input: StatementPdfInput) => texts.statement(input.statement.year);
  const writer = new PdfWriter(headerOf(first.config ?? association, title(first)));
  const starts: number[] = [];
  inputs.forEach((input, i) => {
    const config = input.config ?? association;
    if (i > 0) writer.newPage(headerOf(config, title(input)));
    starts.push(writer.pageCount);
    writeStatement(writer, input, config);
  });
  starts.forEach((start, i) =>
    writer.numberPages(undefined, start, (starts[i + 1] ?? writer.pageCount + 1) - 1),
  );
  return writer.bytes(first.madeAt);
}
