export { recordDonation } from './api/donations-api';
// The money's staff screens (issue 42): the routes import them from here.
export { LedgerList } from './donations/ledger-list';
export { DonationForm } from './donations/donation-form';
export {
  ContributionsList,
  readLateMembers,
  StandingBadge,
  type MemberRow,
} from './contributions/contributions-list';
export { lateMembers, standingLabel } from './contributions/contributions';
export { SupporterList } from './supporters/supporter-list';
export { SupporterPage } from './supporters/supporter-form';
