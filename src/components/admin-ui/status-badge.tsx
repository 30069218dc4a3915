import { statusBadgeTone } from '#src/config/options';
import './status-badge.scss';

export interface StatusBadgeProps {
  readonly value: string;
  readonly label?: string;
  readonly className?: string;
}

export function statusTone(value: string, label?: string) {
  return statusBadgeTone(value !== '' ? value : (label ?? ''));
}

/** The colours have at least 4.5:1 contrast with their text. */
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
