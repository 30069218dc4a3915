import { useState } from 'react';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { ok } from '#src/lib/data/result';
import { addDays, formatCalendarDate } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { listVolunteerAccesses } from '#src/features/volunteers/admin';
import { copyWeek, generateWeek, listShifts } from '../api/rota-api';
import { coverageOf, shiftsByDay, type RotaShift } from '../model/rota';
import { dayHeading, thisWeek } from '../model/rota-time';
import { RotaShiftCard } from './rota-shift-card';
import { RotaTemplates } from './rota-templates';
import { RotaSettingsForm } from './rota-settings-form';
import './rota-plan.scss';

/** How many weeks the plan shows at once. */
export const PLAN_WEEKS = 4;

async function readPlan(monday: string) {
  const [shifts, volunteers] = await Promise.all([
    listShifts(monday, PLAN_WEEKS * 7),
    listVolunteerAccesses(),
  ]);
  if (!shifts.success) return shifts;
  if (!volunteers.success) return volunteers;
  return ok({ shifts: shifts.data, volunteers: volunteers.data.filter((access) => access.active) });
}

const weekTitle = (monday: string): string =>
  `Settimana dal ${formatCalendarDate(monday)} al ${formatCalendarDate(addDays(monday, 6))}`;

const uncoveredOf = (shifts: readonly RotaShift[]): number =>
  shifts.filter((shift) => coverageOf(shift) !== 'covered').length;

/** The staff's plan: four weeks, a grid on a desktop, a list by day on a phone (decision 89). */
export function RotaPlanPage({ now = new Date() }: { readonly now?: Date }) {
  const { user } = useSession();
  const [monday, setMonday] = useState(() => thisWeek(now));
  const plan = useRead('Rota plan', () => readPlan(monday), [monday]);
  const generate = useAction(async (week: string) => {
    const made = await generateWeek(user, week);
    if (made.success) plan.retry();
    return made;
  }, 'Generate week');
  const copy = useAction(async (week: string) => {
    const made = await copyWeek(user, addDays(week, -7), week);
    if (made.success) plan.retry();
    return made;
  }, 'Copy week');
  const weeks = Array.from({ length: PLAN_WEEKS }, (_, index) => addDays(monday, index * 7));
  const made = [generate, copy].find((action) => action.state.status === 'done')?.state;
  return (
    <div className="rota-plan">
      <nav className="rota-plan__nav" aria-label="Settimane">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => setMonday(addDays(monday, -7))}
        >
          ‹ Settimana prima
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => setMonday(thisWeek(now))}
        >
          Questa settimana
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => setMonday(addDays(monday, 7))}
        >
          Settimana dopo ›
        </button>
      </nav>
      {(generate.error ?? copy.error) ? (
        <p className="alert alert-danger" role="alert">
          {generate.error ?? copy.error}
        </p>
      ) : null}
      {made?.status === 'done' ? (
        <p className="alert alert-success" role="status">
          {made.data === 0
            ? 'Nessun turno nuovo: quelli della settimana ci sono già.'
            : made.data === 1
              ? '1 turno creato.'
              : `${made.data} turni creati.`}
        </p>
      ) : null}
      <ReadState
        read={plan}
        loading="Caricamento dei turni…"
        failed="I turni non si possono leggere."
      >
        {({ shifts, volunteers }) => (
          <>
            {weeks.map((week) => {
              const days = shiftsByDay(shifts, week, 1);
              const weekShifts = days.flatMap((day) => day.shifts);
              const uncovered = uncoveredOf(weekShifts);
              return (
                <section key={week} className="rota-week" aria-label={weekTitle(week)}>
                  <header className="rota-week__head">
                    <h2 className="h5 mb-0">{weekTitle(week)}</h2>
                    <p className="mb-0">
                      {weekShifts.length === 0
                        ? 'Nessun turno.'
                        : uncovered === 0
                          ? `${weekShifts.length} turni, tutti coperti.`
                          : `${weekShifts.length} turni, ${uncovered} scoperti.`}
                    </p>
                    <div className="rota-week__actions">
                      <BusyButton
                        className="btn btn-sm btn-primary"
                        pending={generate.pending && generate.input?.[0] === week}
                        onClick={() => generate.run(week)}
                      >
                        Crea i turni settimanali
                      </BusyButton>
                      <BusyButton
                        className="btn btn-sm btn-outline-primary"
                        pending={copy.pending && copy.input?.[0] === week}
                        onClick={() => copy.run(week)}
                      >
                        Copia la settimana prima
                      </BusyButton>
                    </div>
                  </header>
                  <div className="rota-week__grid">
                    {days.map((day) => (
                      <section
                        key={day.date}
                        className="rota-day"
                        aria-label={dayHeading(day.date)}
                      >
                        <h3 className="rota-day__title">{dayHeading(day.date)}</h3>
                        {day.shifts.length === 0 ? (
                          <p className="rota-day__empty">Nessun turno</p>
                        ) : (
                          day.shifts.map((shift) => (
                            <RotaShiftCard
                              key={shift.slug}
                              shift={shift}
                              volunteers={volunteers}
                              now={now}
                              changed={plan.retry}
                            />
                          ))
                        )}
                      </section>
                    ))}
                  </div>
                </section>
              );
            })}
          </>
        )}
      </ReadState>
      <RotaTemplates />
      <RotaSettingsForm />
    </div>
  );
}
