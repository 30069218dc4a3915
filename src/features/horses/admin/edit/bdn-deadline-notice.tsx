import { todayInRome } from '#src/lib/format/dates';
import { bdnDeadlineText, openBdnDeadline } from '../../model/bdn-deadline';
import type { Horse } from '../../model/horse';

export interface BdnDeadlineNoticeProps {
  readonly horse: Horse;
  readonly today?: string;
}

export function BdnDeadlineNotice({ horse, today = todayInRome() }: BdnDeadlineNoticeProps) {
  const deadline = openBdnDeadline(horse, today);
  if (!deadline) return null;
  return (
    <p
      className={`alert ${deadline.overdue ? 'alert-danger' : 'alert-warning'} bdn-deadline-notice`}
      role="status"
    >
      {bdnDeadlineText(deadline)}
    </p>
  );
}
