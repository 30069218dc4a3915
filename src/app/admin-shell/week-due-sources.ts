import { ownDueSources, type DueSource, type DueSources } from '#src/features/aftercare/admin';

const loadOthers = () => import('./week-due-others');

/** A source whose code loads with its first read. */
const onDemand = (
  heading: string,
  pick: (others: Awaited<ReturnType<typeof loadOthers>>) => DueSource['read'],
): DueSource => ({
  heading,
  read: async (week, today) => pick(await loadOthers())(week, today),
});

/**
 * "Da fare questa settimana" (docs/decisions/0094-after-the-adoption.md): every part of the
 * week's list, in the mail's order. The product's own come from the aftercare feature; the late
 * circle contributions (decision 90) and the uncovered shifts (decision 89) join here, their code
 * loaded when a week's mail is made. Made afresh for each send.
 */
export const weekDueSources = (): DueSources => [
  ...ownDueSources(),
  onDemand('Contributi delle cerchie in ritardo', (others) => others.readLateContributions),
  onDemand('Turni scoperti', (others) => others.readUncoveredShifts),
];
