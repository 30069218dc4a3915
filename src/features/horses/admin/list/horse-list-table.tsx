import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '#src/components/admin-ui';
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

/** docs/decisions/0014-admin-horse-list.md, "Notes". */
function NoteCell({ notes }: { readonly notes: string }) {
  const note = shortNote(notes);
  if (!note) return null;
  return <span title={notes}>{note}</span>;
}

export const horseColumns: readonly DataTableColumn<Horse>[] = [
  {
    key: 'initials',
    header: 'Specie/sesso',
    width: '6.5rem',
    cell: (horse) => (
      <abbr title={[horse.species, horse.sex].filter(Boolean).join(' ') || undefined}>
        {speciesSexInitials(horse)}
      </abbr>
    ),
  },
  {
    key: 'name',
    header: 'Nome',
    cell: (horse) => (
      <Link to={paths.adminHorse(horse.slug)} className="stretched-link">
        {displayName(horse)}
      </Link>
    ),
  },
  {
    key: 'identifiers',
    header: 'UELN/CHIP/DOC',
    cell: identifiers,
    className: 'horse-list__ids',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (horse) => statusLabel(horse.status),
    width: '8rem',
  },
  {
    key: 'notes',
    header: 'Note',
    cell: (horse) => <NoteCell notes={horse.notes} />,
  },
  {
    key: 'badges',
    header: 'Controlli',
    className: 'horse-list__checks',
    width: '17.5rem',
    cell: (horse) => <HorseBadges badges={horseBadges(horse)} />,
  },
];

export function HorseListTable({ horses }: { readonly horses: readonly Horse[] }) {
  return (
    <DataTable
      caption="Cavalli; ogni riga porta alla scheda"
      columns={horseColumns}
      rows={horses}
      rowKey={(horse) => horse.slug}
      rowProps={(horse) => ({
        className: rowClasses(horse).join(' ') || undefined,
        'data-slug': horse.slug,
      })}
      fit
    />
  );
}
