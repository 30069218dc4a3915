import type { DueState } from '../model/care-schedule';

export const dueLabels: Readonly<Record<DueState, string>> = {
  overdue: 'In ritardo',
  'due-soon': 'In scadenza',
  ok: 'In regola',
};

/**
 * How a recurring care stands, as a badge in the kit's tones (docs/product.md §4): red when late,
 * orange when due within 14 days, green otherwise; each readable at 4.5:1 or more.
 */
export function CareBadge({ state }: { readonly state: DueState }) {
  return (
    <span className={`badge care-badge care-badge--${state}`} data-state={state}>
      {dueLabels[state]}
    </span>
  );
}
