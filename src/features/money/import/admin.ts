// What the money import offers the app (issue 42 item 4; decision 91): its screen, the interface
// the route wires (the recording function and the lists), and the read of the keys recorded.
export { MoneyImportScreen } from './admin/money-import-screen';
export type { MoneyImportDeps } from './model/import-deps';
export type { ImportedDonation } from './model/imported-donation';
export type { MatchCircleMember, MatchLists, MatchSupporter } from './model/matching';
export { IMPORT_KEY_PATTERN } from './model/import-key';
export { readImportedKeys } from './api/imported-keys-api';
export { readMatchLists } from './api/match-lists-api';
