import {
  isTraceable,
  type Donation,
  type DonationMethod,
  type MoneyAccount,
} from '#src/features/money/model/money-record';
import type { IncomingLine } from './import-line';
import type { MatchCircleMember, Proposal } from './matching';

// The donation a confirmed line becomes, in the contract's shape (money-record.ts): what the
// recording function receives with the line's key.

/** What the recording function writes, less what it adds (id, key, receipt, who and when). */
export type ImportedDonation = Omit<
  Donation,
  'id' | 'importKey' | 'receiptId' | 'recordedAt' | 'recordedBy'
>;

/** What the treasurer settles for a line: the proposal, as they may have changed it. */
export interface LineChoice {
  readonly supporterId: string;
  /** '' general; else the circle member's application id. */
  readonly circleApplicationId: string;
  readonly method: DonationMethod;
}

export const choiceOf = (proposal: Proposal): LineChoice => ({
  supporterId: proposal.supporterId,
  circleApplicationId: proposal.circleApplicationId,
  method: proposal.method,
});

/** The longest reference kept: a bank's description may run long. */
export const REFERENCE_MAX = 500;

export function importedDonation(
  line: IncomingLine,
  choice: LineChoice,
  members: readonly MatchCircleMember[],
): ImportedDonation {
  const member = members.find((one) => one.applicationId === choice.circleApplicationId);
  // The money is where the export says it is: a bank's line in the bank, even cash paid in.
  const account: MoneyAccount = line.source;
  // A payment service's line is known by its transaction id; its message goes to the notes.
  const reference = (line.transactionId || line.description).slice(0, REFERENCE_MAX);
  return {
    kind: 'donazione',
    amends: '',
    date: line.valueDate,
    amountCents: line.amountCents,
    method: choice.method,
    account,
    traceable: isTraceable(choice.method),
    reference,
    purpose: member ? 'cerchia' : 'generale',
    circleApplicationId: member?.applicationId ?? '',
    horseSlug: member?.horseSlug ?? '',
    eventSlug: '',
    inKindDescription: '',
    supporterId: choice.supporterId,
    notes: line.transactionId ? line.description.slice(0, REFERENCE_MAX) : '',
  };
}
