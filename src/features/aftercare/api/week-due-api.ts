import { countNewApplications } from '#src/features/applications/admin';
import { readAllCare } from '#src/features/care/admin';
import { listHorses, type Horse } from '#src/features/horses/admin';
import { ok, type Result } from '#src/lib/data/result';
import {
  bdnDueThisWeek,
  careDueThisWeek,
  followUpsDueThisWeek,
  newApplicationsDue,
  type DueSources,
} from '../model/week-due';
import { readAllFollowUps } from './follow-up-api';

// "Da fare questa settimana" (decision 94): the product's own parts of the week's list, each read
// on its own, so one that fails is named in the mail while the others still show. The app adds
// the other parts of the back office (src/app/admin-shell/week-due-sources.ts).

/** The horses are read once for the care and the BDN sections. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= read());
}

export function ownDueSources(): DueSources {
  const horses = once((): Promise<Result<Horse[]>> => listHorses());
  return [
    {
      heading: 'Cure',
      read: async (week, today) => {
        const [list, care] = await Promise.all([horses(), readAllCare()]);
        if (!list.success) return list;
        if (!care.success) return care;
        return ok(careDueThisWeek(list.data, care.data.records, care.data.intervals, week, today));
      },
    },
    {
      heading: 'Scadenze BDN',
      read: async (week, today) => {
        const list = await horses();
        return list.success ? ok(bdnDueThisWeek(list.data, week, today)) : list;
      },
    },
    {
      heading: "Visite di controllo dopo l'adozione",
      read: async (week, today) => {
        const all = await readAllFollowUps();
        return all.success
          ? ok(
              followUpsDueThisWeek(
                all.data.plans,
                all.data.visits,
                all.data.intervals,
                week,
                today,
              ),
            )
          : all;
      },
    },
    {
      heading: 'Nuove candidature',
      read: async () => {
        const counts = await countNewApplications();
        return counts.success ? ok(newApplicationsDue(counts.data)) : counts;
      },
    },
  ];
}
