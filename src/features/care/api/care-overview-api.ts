import { displayName } from '#src/features/horses/admin';
import { ok, type Result } from '#src/lib/data/result';
import { careOverview, type CareOverviewRow } from '../model/care-overview';
import { listCareHorses, readAllCare, type HorseSource } from './care-api';

export async function listCareOverview(
  today: string,
  source: HorseSource = 'registry',
): Promise<Result<CareOverviewRow[]>> {
  const [horses, care] = await Promise.all([listCareHorses(source), readAllCare()]);
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
