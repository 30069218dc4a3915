import { cessionStatusLabels } from '#src/config/options';
import { paths } from '#src/config/paths';
import type { CessionApplication } from '../../model/cession-application';
import { linkName, type ListColumn } from '../common/list-columns';

export const cessionListColumns: readonly ListColumn<CessionApplication>[] = [
  {
    key: 'status',
    header: 'Status',
    width: '10.5rem', // "Da prendere in carico"
    cell: (c) => ({ kind: 'badge', value: c.status, label: cessionStatusLabels[c.status] }),
  },
  { key: 'priority', header: 'Priorità', cell: (c) => ({ kind: 'long', text: c.priority }) },
  {
    key: 'name',
    header: 'Nominativo',
    cell: (c) => ({
      kind: 'link',
      text: linkName(c),
      href: paths.adminCessionApplication(c.slug),
      isNew: c.isNew,
    }),
  },
  { key: 'horseName', header: 'Cavallo', cell: (c) => ({ kind: 'long', text: c.horseName }) },
  { key: 'horseRegion', header: 'Regione', cell: (c) => ({ kind: 'text', text: c.horseRegion }) },
  { key: 'date', header: 'Data', cell: (c) => ({ kind: 'date', date: c.date }) },
];
