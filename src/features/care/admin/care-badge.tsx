import type { DueState } from '../model/care-schedule';
import './care-badge.scss';

/** What a badge shows: a due state, or 'never' for a recurring care never recorded (the care list). */
export type CareBadgeState = DueState | 'never';

export const dueLabels: Readonly<Record<CareBadgeState, string>> = {
  overdue: 'In ritardo',
  'due-soon': 'In scadenza',
  ok: 'In regola',
  never: 'Mai registrata',
};

/**
 * How a recurring care stands, as a badge in the kit's tones (docs/product.md §4): red when late,
 * orange when due within 14 days, green otherwise, grey when never recorded; each readable at 4.5:1
 * or more.
 */
export function CareBadge({ state }: { readonly state: CareBadgeState }) {
  return (
    <span className={`badge care-badge care-badge--${state}`} data-state={state}>
      {dueLabels[state]}
    </span>
  );
}
