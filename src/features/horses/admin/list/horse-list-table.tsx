import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import type { Horse } from '../../model/horse';
import { HorseBadges } from './horse-badges';
import {
  displayName,
  horseBadges,
  identifiers,
  rowClasses,
  shortNote,
  speciesSexInitials,
  statusLabel,
} from './horse-list-rules';

/** Column headings; on a phone each cell shows its heading (data-label) before the value. */
export const columns = {
  initials: 'Specie/sesso',
  name: 'Nome',
  identifiers: 'UELN/CHIP/DOC',
  status: 'Status',
  notes: 'Note',
  badges: 'Controlli',
} as const;

export function HorseListTable({ horses }: { readonly horses: readonly Horse[] }) {
  return (
    <div className="horse-list__table-wrap">
      <table className="table table-hover align-middle horse-list__table">
        <caption className="visually-hidden">Cavalli; ogni riga porta alla scheda</caption>
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {horses.map((horse) => {
            const note = shortNote(horse.notes);
            return (
              <tr key={horse.slug} className={rowClasses(horse).join(' ')} data-slug={horse.slug}>
                <td data-label={columns.initials}>
                  <abbr title={[horse.species, horse.sex].filter(Boolean).join(' ') || undefined}>
                    {speciesSexInitials(horse)}
                  </abbr>
                </td>
                <td data-label={columns.name}>
                  <Link to={paths.adminHorse(horse.slug)} className="stretched-link">
                    {displayName(horse)}
                  </Link>
                </td>
                <td data-label={columns.identifiers} className="horse-list__ids">
                  {identifiers(horse)}
                </td>
                <td data-label={columns.status}>{statusLabel(horse.status)}</td>
                <td data-label={columns.notes} title={note ? horse.notes : undefined}>
                  {note}
                </td>
                <td data-label={columns.badges}>
                  <HorseBadges badges={horseBadges(horse)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
