import {
  MoneyImportScreen,
  readImportedKeys,
  readMatchLists,
  type MoneyImportDeps,
} from '#src/features/money/import/admin';
import { fail } from '#src/lib/data/result';
import { AdminPage } from './admin-page';

// The import screen's wiring (decision 91). The donation's write is the money feature's
// `recordDonation(input, { importKey })` (issue 42, items 1-3: src/features/money/api/), which
// writes the donation and its `donationImportKeys/{importKey}` document in one commit: wired here
// when it is merged; until then a confirmed line is refused, with this message, and nothing is
// written.
const deps: MoneyImportDeps = {
  readMatchLists,
  readImportedKeys,
  recordDonation: async () =>
    fail('not-wired', 'La registrazione delle donazioni non è ancora disponibile.'),
};

export function AdminMoneyImportPage() {
  return (
    <AdminPage title="Importa movimenti della banca, di PayPal e di Stripe">
      <MoneyImportScreen deps={deps} />
    </AdminPage>
  );
}
