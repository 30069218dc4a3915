import { useState } from 'react';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { ok } from '#src/lib/data/result';
import { addDays, todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { accessKeyOf } from '#src/features/volunteers/admin';
import { changeOwnPlace, listShifts, readRotaSettings, type OwnChange } from '../api/rota-api';
import {
  canMarkAttendance,
  missingText,
  takeRefusal,
  leaveRefusal,
  type RotaShift,
} from '../model/rota';
import { shiftsCalendar } from '../model/rota-ics';
import { dayHeading } from '../model/rota-time';
import './my-shifts.scss';

/** What a volunteer sees: the next four weeks, and the last week to mark their attendance. */
export const VOLUNTEER_WEEKS = 4;

async function readMine(email: string, today: string) {
  const [shifts, settings, key] = await Promise.all([
    listShifts(addDays(today, -7), 7 + VOLUNTEER_WEEKS * 7),
    readRotaSettings(),
    accessKeyOf(email),
  ]);
  if (!shifts.success) return shifts;
  if (!settings.success) return settings;
  return ok({ shifts: shifts.data, cutoffHours: settings.data.cutoffHours, key });
}

const title = (shift: RotaShift) => `${dayHeading(shift.date)}, ${shift.start} ${shift.label}`;

/** Saves the volunteer's shifts as an .ics file their phone's calendar opens. */
function downloadCalendar(shifts: readonly RotaShift[], now: Date): void {
  const text = shiftsCalendar(shifts, {
    now,
    host: window.location.hostname || 'localhost',
    calendarName: 'I miei turni',
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'turni.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ShiftRow({
  shift,
  myKey,
  cutoffHours,
  now,
  action,
}: {
  readonly shift: RotaShift;
  readonly myKey: string;
  readonly cutoffHours: number;
  readonly now: Date;
  readonly action: ReturnType<typeof useAction<[string, OwnChange], void>>;
}) {
  const mine = shift.people[myKey];
  const busy = (change: OwnChange) =>
    action.pending && action.input?.[0] === shift.slug && action.input[1] === change;
  const others = Object.entries(shift.people)
    .filter(([key]) => key !== myKey)
    .map(([, person]) => person.name)
    .sort();
  return (
    <li className="my-shift" aria-label={title(shift)}>
      <div className="my-shift__what">
        <strong>
          {shift.start} {shift.label}
        </strong>
        {shift.place ? <span> · {shift.place}</span> : null}
        <div className="small">
          {missingText(shift)}
          {others.length > 0 ? ` · Con: ${others.join(', ')}` : ''}
        </div>
      </div>
      <div className="my-shift__actions">
        {mine && canMarkAttendance(shift, now) ? (
          <>
            <BusyButton
              className="btn btn-sm btn-outline-success"
              aria-pressed={mine.present === true}
              pending={busy('present')}
              onClick={() => action.run(shift.slug, 'present')}
            >
              C'ero
            </BusyButton>
            <BusyButton
              className="btn btn-sm btn-outline-secondary"
              aria-pressed={mine.present === false}
              pending={busy('absent')}
              onClick={() => action.run(shift.slug, 'absent')}
            >
              Non c'ero
            </BusyButton>
          </>
        ) : mine ? (
          leaveRefusal(shift, myKey, now, cutoffHours) === null ? (
            <BusyButton
              className="btn btn-sm btn-outline-danger"
              pending={busy('leave')}
              aria-label={`Lascia ${title(shift)}`}
              onClick={() => action.run(shift.slug, 'leave')}
            >
              Lascio
            </BusyButton>
          ) : (
            <span className="small text-body-secondary">Confermato</span>
          )
        ) : takeRefusal(shift, myKey, now, cutoffHours) === null ? (
          <BusyButton
            className="btn btn-sm btn-primary"
            pending={busy('take')}
            aria-label={`Prendo ${title(shift)}`}
            onClick={() => action.run(shift.slug, 'take')}
          >
            Prendo io
          </BusyButton>
        ) : null}
      </div>
    </li>
  );
}

function byDay(shifts: readonly RotaShift[]): [string, RotaShift[]][] {
  const days = new Map<string, RotaShift[]>();
  for (const shift of shifts) days.set(shift.date, [...(days.get(shift.date) ?? []), shift]);
  return [...days.entries()];
}

/** A volunteer on a phone: their shifts, the open ones of the next four weeks (decision 89). */
export function MyShiftsPage({ now: fixedNow }: { readonly now?: Date }) {
  const { user } = useSession();
  const email = user.email ?? '';
  const [now, setNow] = useState(() => fixedNow ?? new Date());
  const today = todayInRome(now);
  const plan = useRead('My shifts', () => readMine(email, today), [email, today]);
  const action = useAction(async (id: string, change: OwnChange) => {
    const result = await changeOwnPlace(email, id, change);
    // Read again either way: a refusal means the shift changed under the volunteer.
    if (!fixedNow) setNow(new Date());
    plan.retry();
    return result;
  }, 'Own shift');
  return (
    <div className="my-shifts">
      {action.error ? (
        <p className="alert alert-warning" role="alert">
          {action.error}
        </p>
      ) : null}
      <ReadState
        read={plan}
        loading="Caricamento dei turni…"
        failed="I turni non si possono leggere."
      >
        {({ shifts, cutoffHours, key }) => {
          const mine = shifts.filter((shift) => key in shift.people);
          const upcomingMine = mine.filter((shift) => shift.endsAt > now);
          const pastMine = mine.filter((shift) => shift.endsAt <= now);
          const open = shifts.filter(
            (shift) => shift.date >= today && takeRefusal(shift, key, now, cutoffHours) === null,
          );
          const row = (shift: RotaShift) => (
            <ShiftRow
              key={shift.slug}
              shift={shift}
              myKey={key}
              cutoffHours={cutoffHours}
              now={now}
              action={action}
            />
          );
          return (
            <>
              <section aria-labelledby="my-shifts-mine">
                <h2 id="my-shifts-mine" className="h4">
                  I miei turni
                </h2>
                {upcomingMine.length === 0 ? (
                  <p>Nessun turno in programma: scegline uno qui sotto.</p>
                ) : (
                  byDay(upcomingMine).map(([date, list]) => (
                    <section key={date} className="my-shifts__day" aria-label={dayHeading(date)}>
                      <h3 className="h6">{dayHeading(date)}</h3>
                      <ul className="my-shifts__list">{list.map(row)}</ul>
                    </section>
                  ))
                )}
                <p className="small">
                  Puoi prendere o lasciare un turno fino a {cutoffHours}{' '}
                  {cutoffHours === 1 ? 'ora' : 'ore'} prima dell'inizio; dopo, scrivi allo staff.
                </p>
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  disabled={upcomingMine.length === 0}
                  onClick={() => downloadCalendar(upcomingMine, new Date())}
                >
                  Scarica i miei turni nel calendario (.ics)
                </button>
              </section>
              {pastMine.length > 0 ? (
                <section aria-labelledby="my-shifts-past">
                  <h2 id="my-shifts-past" className="h4">
                    C'eri?
                  </h2>
                  <ul className="my-shifts__list">{pastMine.map(row)}</ul>
                </section>
              ) : null}
              <section aria-labelledby="my-shifts-open">
                <h2 id="my-shifts-open" className="h4">
                  Turni scoperti nelle prossime {VOLUNTEER_WEEKS} settimane
                </h2>
                {open.length === 0 ? (
                  <p>Tutti i turni sono coperti. Grazie!</p>
                ) : (
                  byDay(open).map(([date, list]) => (
                    <section key={date} className="my-shifts__day" aria-label={dayHeading(date)}>
                      <h3 className="h6">{dayHeading(date)}</h3>
                      <ul className="my-shifts__list">{list.map(row)}</ul>
                    </section>
                  ))
                )}
              </section>
            </>
          );
        }}
      </ReadState>
    </div>
  );
}
