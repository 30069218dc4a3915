// The import of bank, PayPal and Stripe exports (issue 42 item 4; decision 91): every format is read
// into the same incoming lines, which the matching and the screen know; nothing here reads
// Firestore or React.

/** Where a line comes from: the association's bank account, PayPal or Stripe. */
export const importSources = ['banca', 'paypal', 'stripe'] as const;
export type ImportSource = (typeof importSources)[number];

export const importSourceLabels: Record<ImportSource, string> = {
  banca: 'Estratto conto della banca',
  paypal: 'Attività di PayPal',
  stripe: 'Pagamenti di Stripe',
};

/** One movement of an export, as the treasurer reviews it. */
export interface IncomingLine {
  readonly source: ImportSource;
  /** The line of the file it was read from (1 is the file's first line), for the messages. */
  readonly line: number;
  /** `YYYY-MM-DD`: the day booked (bank), or the payment's day in Italy (PayPal, Stripe). */
  readonly date: string;
  /** `YYYY-MM-DD`: the day the money counts from (the bank's Data valuta; else `date`). */
  readonly valueDate: string;
  /** Signed integer cents: > 0 money in, < 0 money out. */
  readonly amountCents: number;
  /** The bank's description and causale, PayPal's message, Stripe's description. */
  readonly description: string;
  /** Who paid or was paid, when the export says (PayPal's and Stripe's name), else ''. */
  readonly counterparty: string;
  /** The payer's e-mail (PayPal, Stripe), else ''. */
  readonly email: string;
  /** PayPal's or Stripe's transaction id, '' for a bank line. */
  readonly transactionId: string;
  /**
   * The line's key (`donationImportKeys/{importKey}`): the source and a hash of the line's own
   * fields, so a later export that overlaps this one gives the same line the same key.
   */
  readonly importKey: string;
}

/** A line of the file left out on purpose (a PayPal payment still pending, a failed card). */
export interface SkippedLine {
  readonly line: number;
  readonly reason: string;
}

export interface ReadExport {
  readonly source: ImportSource;
  readonly lines: readonly IncomingLine[];
  readonly skipped: readonly SkippedLine[];
}

/** Why a file cannot be imported: one Italian message, naming the line or the columns. */
export interface ExportProblem {
  readonly message: string;
  /** The file's line at fault, when one is. */
  readonly line?: number;
}

export type ExportReading =
  | { readonly ok: true; readonly export: ReadExport }
  | { readonly ok: false; readonly problem: ExportProblem };
