import type { QuerySpec } from '#src/lib/data/query-spec';
import { DONATIONS, type DonationMethod, type DonationPurpose } from '../model/money-record';

// The ledger's list (decision 90): newest first, by year (a prefix of the date), method and purpose.

export interface LedgerFilters {
  readonly year?: number;
  readonly method?: DonationMethod;
  readonly purpose?: DonationPurpose;
  /** The member whose contributions these are (their staff page). */
  readonly circleApplicationId?: string;
}

/** Each equality filter needs its index with `date` descending (firestore.indexes.json). */
export function ledgerSpec(filters: LedgerFilters): QuerySpec {
  const equals: QuerySpec['equals'] = [];
  if (filters.method) equals.push(['method', filters.method]);
  if (filters.purpose) equals.push(['purpose', filters.purpose]);
  if (filters.circleApplicationId)
    equals.push(['circleApplicationId', filters.circleApplicationId]);
  return {
    collection: DONATIONS,
    equals,
    ...(filters.year === undefined ? {} : { prefix: { field: 'date', value: `${filters.year}-` } }),
    orderBy: [['date', 'desc']],
  };
}
