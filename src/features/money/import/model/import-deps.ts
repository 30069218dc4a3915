import type { Result } from '#src/lib/data/result';
import type { ImportedDonation } from './imported-donation';
import type { MatchLists } from './matching';

/**
 * What the import screen is given (decision 91): the lists it matches against, the keys already
 * recorded, and the recording of one donation with its key (one commit: the donation and its
 * `donationImportKeys/{importKey}` document; the rules refuse a second one). The route wires the
 * money feature's own; the tests give fakes.
 */
export interface MoneyImportDeps {
  /** The supporters and the Attivo circle members, to propose from. */
  readonly readMatchLists: () => Promise<Result<MatchLists>>;
  /** Which of these keys are already recorded (`donationImportKeys/{key}` exists). */
  readonly readImportedKeys: (keys: readonly string[]) => Promise<Result<ReadonlySet<string>>>;
  /** Records one donation and its key document in one commit. */
  readonly recordDonation: (
    input: ImportedDonation,
    options: { readonly importKey: string },
  ) => Promise<Result<{ readonly id: string }>>;
}
