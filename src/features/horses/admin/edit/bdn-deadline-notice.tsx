import { formatDate } from '#src/lib/format/dates';
import { bdnDeadlineText, openBdnDeadline } from '../../model/bdn-deadline';
import type { Horse } from '../../model/horse';

export interface BdnDeadlineNoticeProps {
  /** The horse as saved (the deadline follows the stored status and flags). */
  readonly horse: Horse;
  /** Today in Italy (`YYYY-MM-DD`); the real today when not given. */
  readonly today?: string;
}

/**
 * The BDN deadline of an adoption or a death while it is open (docs/product.md "BDN deadlines"):
 * "Registrazione in BDN dell'adozione entro il 30/11/2026: mancano 3 giorni", red once past.
 * Nothing when no deadline is open.
 */
export function BdnDeadlineNotice({
  horse,
  today = formatDate(new Date()),
}: BdnDeadlineNoticeProps) {
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
