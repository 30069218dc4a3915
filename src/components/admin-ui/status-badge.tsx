import { statusBadgeTone } from '#src/config/options';
import './status-badge.scss';

export interface StatusBadgeProps {
  /** The stored value ('' for "not set"). */
  readonly value: string;
  /** What to show when it differs from the value (an empty evaluation reads "Da valutare"). */
  readonly label?: string;
  readonly className?: string;
}

/** The tone of a status: by its value, or by its label when the value is empty (docs/product.md §4). */
export function statusTone(value: string, label?: string) {
  return statusBadgeTone(value !== '' ? value : (label ?? ''));
}

/**
 * An evaluation, home check or cession status as a coloured badge (docs/product.md §4: green, red,
 * orange, grey). The colours have at least 4.5:1 contrast with their text.
 */
export function StatusBadge({ value, label, className }: StatusBadgeProps) {
  const tone = statusTone(value, label);
  const text = label ?? value;
  return (
    <span
      className={['badge', 'status-badge', `status-badge--${tone}`, className]
        .filter(Boolean)
        .join(' ')}
      data-tone={tone}
    >
      {text === '' ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">Non indicato</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
