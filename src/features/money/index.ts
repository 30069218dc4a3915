// The money's contract (decision 90), pure shapes and names without screens or Firebase: what
// another feature (the books) reads of the ledger. Staff screens are in admin.ts.
export {
  DONATIONS,
  moneyAccounts,
  type Donation,
  type DonationPurpose,
  type MoneyAccount,
} from './model/money-record';
export { donationSchema } from './model/money-schema';
