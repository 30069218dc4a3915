import type { Badge } from './horse-list-rules';

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
