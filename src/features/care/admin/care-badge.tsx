import type { DueState } from '../model/care-schedule';
import './care-badge.scss';

export type CareBadgeState = DueState | 'never';

export const dueLabels: Readonly<Record<CareBadgeState, string>> = {
  overdue: 'In ritardo',
  'due-soon': 'In scadenza',
  ok: 'In regola',
  never: 'Mai registrata',
};

/** Each tone readable at 4.5:1 or more. */
export function CareBadge({ state }: { readonly state: CareBadgeState }) {
  return (
    <span className={`badge care-badge care-badge--${state}`} data-state={state}>
      {dueLabels[state]}
    </span>
  );
}
