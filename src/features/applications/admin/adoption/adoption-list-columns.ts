import { evaluationLabels } from '#src/config/options';
import { paths } from '#src/config/paths';
import type { AdoptionApplication } from '../../model/adoption-application';
import { linkName, type ListColumn } from '../common/list-columns';
import type { HorseOption } from './horse-choice';

/** The horses asked for by name (by slug until the names arrive), or "Qualsiasi". */
export function horsesCell(
  application: Pick<AdoptionApplication, 'horses' | 'anyHorse'>,
  horses: readonly HorseOption[],
): string {
  const names = new Map(horses.map((horse) => [horse.slug, horse.name.trim() || horse.slug]));
  const asked = [...new Set(application.horses)].map((slug) => names.get(slug) ?? slug);
  return [...asked, ...(application.anyHorse ? ['Qualsiasi'] : [])].join(', ');
}

export const adoptionListColumns = (
  horses: readonly HorseOption[] = [],
): readonly ListColumn<AdoptionApplication>[] => [
  {
    key: 'evaluation',
    header: 'Valutazione',
    cell: (a) => ({ kind: 'badge', value: a.evaluation, label: evaluationLabels[a.evaluation] }),
  },
  {
    key: 'homecheck',
    header: 'Preadozione',
    cell: (a) => ({ kind: 'badge', value: a.homecheck }),
  },
  {
    key: 'name',
    header: 'Nominativo',
    cell: (a) => ({
      kind: 'link',
      text: linkName(a),
      href: paths.adminAdoptionApplication(a.slug),
      isNew: a.isNew,
    }),
  },
  {
    key: 'horses',
    header: 'Cavallo',
    cell: (a) => ({ kind: 'text', text: horsesCell(a, horses) }),
  },
  { key: 'region', header: 'Regione', cell: (a) => ({ kind: 'text', text: a.region }) },
  { key: 'date', header: 'Data', cell: (a) => ({ kind: 'date', date: a.date }) },
  { key: 'horsePlace', header: 'Luogo', cell: (a) => ({ kind: 'long', text: a.horsePlace }) },
  {
    key: 'horseFriends',
    header: 'Compagnia',
    cell: (a) => ({ kind: 'long', text: a.horseFriends }),
  },
  {
    key: 'horseHouse',
    header: 'Stabulazione',
    cell: (a) => ({ kind: 'long', text: a.horseHouse }),
  },
  { key: 'horseFeeding', header: 'Cibo', cell: (a) => ({ kind: 'long', text: a.horseFeeding }) },
  { key: 'horseFeet', header: 'Piedi', cell: (a) => ({ kind: 'long', text: a.horseFeet }) },
  {
    key: 'desiredHealth',
    header: 'Prob. fis.',
    cell: (a) => ({ kind: 'long', text: a.desiredHealth }),
  },
  {
    key: 'desiredBrain',
    header: 'Prob. comp.',
    cell: (a) => ({ kind: 'long', text: a.desiredBrain }),
  },
];
