import { fail, ok, type Result } from '#src/lib/data/result';
import type { DonationReceipt } from '../../model/money-record';
import { receiptFileName } from './receipt';

// The receipt's mail (docs/decisions/0092-receipts-and-yearly-statements.md): the one template
// that may carry a file, `donation-receipt`, with the receipt's or the yearly statement's PDF as
// its one attachment, in the Trigger Email extension's shape (`message.attachments`, used when the
// template has none of its own). The extension checks that a `message` has a subject and a text:
// the template's own parts replace both. firestore.rules ("E-mail") checks every key and bound.

export const RECEIPT_MAIL_TEMPLATE = 'donation-receipt';

/** The largest attachment the rules let through, in base64 characters (about 146 kB of PDF). */
export const MAX_ATTACHMENT_BASE64 = 200_000;

export const receiptMailTexts = {
  tooLarge: (kb: number) =>
    `Il PDF (${kb} kB) è troppo grande per l'e-mail: scaricalo e invialo in altro modo.`,
} as const;

/** `2026-000017.receipt-{auto id}`: the receipt's mails are one id range. */
export const receiptMailId = (receiptId: string, auto: string): string =>
  `${receiptId}.receipt-${auto}`;

/** `{supporterId}.statement-2026-{auto id}`. */
export const statementMailId = (supporterId: string, year: number, auto: string): string =>
  `${supporterId}.statement-${year}-${auto}`;

export const statementAttachmentName = (year: number): string => `riepilogo-donazioni-${year}.pdf`;

/** Bytes as base64 (the extension's and nodemailer's attachment `content`). */
export function bytesToBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export interface PdfAttachment {
  readonly filename: string;
  readonly content: string;
  readonly encoding: 'base64';
  readonly contentType: 'application/pdf';
}

export interface AttachedMail {
  readonly to: string;
  readonly template: { readonly name: string; readonly data: Readonly<Record<string, unknown>> };
  readonly message: {
    readonly subject: string;
    readonly text: string;
    readonly attachments: readonly [PdfAttachment];
  };
}

function attached(
  to: string,
  data: Readonly<Record<string, unknown>>,
  filename: string,
  pdf: ArrayBuffer,
): Result<AttachedMail> {
  const content = bytesToBase64(pdf);
  if (content.length > MAX_ATTACHMENT_BASE64) {
    return fail('invalid-argument', receiptMailTexts.tooLarge(Math.ceil(pdf.byteLength / 1024)));
  }
  return ok({
    to,
    template: { name: RECEIPT_MAIL_TEMPLATE, data },
    message: {
      subject: filename,
      text: filename,
      attachments: [{ filename, content, encoding: 'base64', contentType: 'application/pdf' }],
    },
  });
}

export const receiptMail = (
  to: string,
  receipt: Pick<DonationReceipt, 'id' | 'year' | 'number'>,
  pdf: ArrayBuffer,
): Result<AttachedMail> =>
  attached(
    to,
    { receipt: true, year: receipt.year, number: receipt.number },
    receiptFileName(receipt),
    pdf,
  );

export const statementMail = (to: string, year: number, pdf: ArrayBuffer): Result<AttachedMail> =>
  attached(to, { statement: true, year }, statementAttachmentName(year), pdf);
