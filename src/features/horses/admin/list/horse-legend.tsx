import { badgeLegend, initialsLegend, toneLegend } from './horse-codes';

/** Closed by default: one line above the list, open when someone wonders what "AsC" means. */
export function HorseLegend() {
  const initials = initialsLegend();
  return (
    <details className="horse-list__legend">
      <summary>Legenda dei codici</summary>
      <dl>
        <dt>Specie/sesso</dt>
        <dd>
          le prime due lettere della specie ({initials.species.join(', ')}) e l’iniziale del sesso (
          {initials.sexes.join(', ')}); ?? o ? quando manca.
        </dd>
        <dt>Controlli</dt>
        <dd>
          {toneLegend.map(({ tone, meaning }, index) => (
            <span key={tone}>
              {index > 0 && ', '}
              <span
                className={`badge text-bg-${tone} horse-list__legend-swatch`}
                aria-hidden="true"
              >
                {' '}
              </span>{' '}
              {meaning}
            </span>
          ))}
          .
        </dd>
        {badgeLegend.map(({ label, meaning }) => (
          <div key={label} className="horse-list__legend-badge">
            <dt>
              <span className="badge text-bg-secondary">{label}</span>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
