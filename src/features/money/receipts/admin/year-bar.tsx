import { Link } from 'react-router';
import { SelectInput } from '#src/components/forms';

/** From this year back to 2021, the first year of the product's ledger. */
const yearsUpTo = (current: number): number[] =>
  Array.from({ length: Math.max(1, current - 2020) }, (_, i) => current - i);

export interface YearBarProps {
  readonly label: string;
  readonly year: number;
  readonly thisYear: number;
  readonly onYear: (year: number) => void;
  /** The other screen of the receipts: its address and its name. */
  readonly other: { readonly to: string; readonly label: string };
  /** Each action's own failure, shown until it runs again. */
  readonly failures: readonly (string | null | undefined)[];
}

/** The receipts' and the statements' head: the year, the way to the other screen, what failed. */
export function YearBar({ label, year, thisYear, onYear, other, failures }: YearBarProps) {
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <SelectInput
          label={label}
          name="anno"
          value={String(year)}
          options={yearsUpTo(thisYear).map((one) => ({ value: String(one), label: String(one) }))}
          onChange={(value) => onYear(Number(value))}
        />
        <Link className="btn btn-outline-primary mb-3" to={other.to}>
          {other.label}
        </Link>
      </div>
      {failures.filter(Boolean).map((failure) => (
        <div key={failure} className="alert alert-danger" role="alert">
          {failure}
        </div>
      ))}
    </>
  );
}
