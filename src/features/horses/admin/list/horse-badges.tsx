import type { Badge } from './horse-list-rules';

/** The badges of a row: the short label is seen, the description is read and shown on hover. */
export function HorseBadges({ badges }: { readonly badges: readonly Badge[] }) {
  return (
    <ul className="horse-list__badges">
      {badges.map((badge) => (
        <li key={badge.label}>
          <span
            className={`badge text-bg-${badge.tone}`}
            title={badge.description}
            data-tone={badge.tone}
          >
            <span aria-hidden="true">{badge.label}</span>
            <span className="visually-hidden">{badge.description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
