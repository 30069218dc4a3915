import { paths } from '#src/config/paths';
import type { DueSource } from '#src/features/aftercare/admin';
import { readLateMembers, standingLabel } from '#src/features/money/admin';
import { listShifts, missingCount, missingText } from '#src/features/rota/admin';
import { ok } from '#src/lib/data/result';

// The parts of the week's list that other features keep, loaded only when a week's mail is made
// (week-due-sources.ts), so the back office's shell does not carry the money's or the rota's code.

/**
 * Circle members more than two months behind (decision 90), by horse: the mail names no person,
 * only the horse's circle and how late, with the link to the member's page.
 */
export const readLateContributions: DueSource['read'] = async (_week, today) => {
  const late = await readLateMembers(today);
  if (!late.success) return late;
  return ok(
    late.data.map((row) => ({
      key: `circle-${row.id}`,
      title: `Cerchia di ${row.horse}`,
      detail: standingLabel(row.contribution.standing),
      day: '',
      late: true,
      to: paths.adminCircleApplication(row.id),
    })),
  );
};

/** The barn rota's shifts from today to Sunday still missing someone (decision 89). */
export const readUncoveredShifts: DueSource['read'] = async (week, today) => {
  const shifts = await listShifts(today, 7);
  if (!shifts.success) return shifts;
  return ok(
    shifts.data
      .filter((shift) => shift.date <= week.sunday && missingCount(shift) > 0)
      .map((shift) => ({
        key: `shift-${shift.slug}`,
        title: `${shift.label} · ${shift.place}, ore ${shift.start}`,
        detail: missingText(shift),
        day: shift.date,
        late: false,
        to: paths.adminRota(),
      })),
  );
};
