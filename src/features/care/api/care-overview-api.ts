import { displayName, listHorses } from '#src/features/horses/admin';
import { ok, type Result } from '#src/lib/data/result';
import { careOverview, type CareOverviewRow } from '../model/care-overview';
import { readAllCare } from './care-api';

// The care list across horses (docs/decisions/0040-care-records.md, "Care list"), staff only.

/**
 * Staff: every recurring care (Maniscalco, Vaccinazione, Dentista, Sverminazione) of every horse in
 * the association's care (neither adopted nor deceased) on `today` (`YYYY-MM-DD`, today in Rome),
 * recorded or not, the most urgent first. Three reads: the horses, every record, every horse's own
 * intervals. Anyone but staff is refused by the rules ('permission-denied').
 */
export async function listCareOverview(today: string): Promise<Result<CareOverviewRow[]>> {
  const [horses, care] = await Promise.all([listHorses(), readAllCare()]);
  if (!horses.success) return horses;
  if (!care.success) return care;
  return ok(
    careOverview(
      horses.data.map((horse) => ({
        slug: horse.slug,
        name: displayName(horse),
        status: horse.status,
      })),
      care.data.records,
      care.data.intervals,
      today,
    ),
  );
}
