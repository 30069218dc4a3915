import { useMemo } from 'react';
import { recordDonation } from '#src/features/money/admin';
import {
  MoneyImportScreen,
  readImportedKeys,
  readMatchLists,
  type MoneyImportDeps,
} from '#src/features/money/import/admin';
import { useSession } from '#src/lib/session/session-context';
import { AdminPage } from './admin-page';

// The import screen's wiring (decision 91): each confirmed line is recorded by the ledger's one
// write, `recordDonation` (decision 90), which creates the donation and its
// `donationImportKeys/{importKey}` document in one logged commit.
export function AdminMoneyImportPage() {
  const { user } = useSession();
  const deps = useMemo<MoneyImportDeps>(
    () => ({
      readMatchLists,
      readImportedKeys,
      recordDonation: (input, { importKey }) => recordDonation(input, { actor: user, importKey }),
    }),
    [user],
  );
  return (
    <AdminPage title="Importa movimenti della banca, di PayPal e di Stripe">
      <MoneyImportScreen deps={deps} />
    </AdminPage>
  );
}
