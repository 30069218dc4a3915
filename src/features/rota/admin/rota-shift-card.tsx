import { useState } from 'react';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { useAction } from '#src/hooks/use-action';
import { useSession } from '#src/lib/session/session-context';
import type { Result } from '#src/lib/data/result';
import type { VolunteerAccess } from '#src/features/volunteers/admin';
import { assignVolunteer, deleteShift, markAttendance, unassignVolunteer } from '../api/rota-api';
import {
  canMarkAttendance,
  coverageOf,
  missingText,
  takenCount,
  type RotaShift,
} from '../model/rota';

export interface RotaShiftCardProps {
  readonly shift: RotaShift;
  readonly volunteers: readonly VolunteerAccess[];
  readonly now: Date;
  /** Reads the plan again after a change. */
  readonly changed: () => void;
}

const attendanceLabel = (present: boolean | null): string =>
  present === true ? 'presente' : present === false ? 'assente' : '';

/** One shift on the staff's plan: who comes, what is missing, assign and unassign, attendance. */
export function RotaShiftCard({ shift, volunteers, now, changed }: RotaShiftCardProps) {
  const { user } = useSession();
  const [chosen, setChosen] = useState('');
  // The list of volunteers only when asked: a plan of 240 shifts would otherwise hold thousands
  // of options (the bench's budget, decision 89).
  const [choosing, setChoosing] = useState(false);
  const after =
    <A extends readonly unknown[]>(run: (...args: A) => Promise<Result<void>>) =>
    async (...args: A) => {
      const result = await run(...args);
      if (result.success) changed();
      return result;
    };
  const assign = useAction(
    after((key: string) => {
      const access = volunteers.find((item) => item.slug === key);
      return assignVolunteer(user, shift.slug, { slug: key, name: access?.name ?? '' });
    }),
    'Assign',
  );
  const unassign = useAction(
    after((key: string) => unassignVolunteer(user, shift.slug, key)),
    'Unassign',
  );
  const mark = useAction(
    after((key: string, present: boolean) => markAttendance(user, shift.slug, key, present)),
    'Attendance',
  );
  const remove = useAction(
    after(() => deleteShift(user, shift.slug)),
    'Delete shift',
  );
  const coverage = coverageOf(shift);
  const people = Object.entries(shift.people).sort(([, a], [, b]) => a.name.localeCompare(b.name));
  const free = volunteers.filter((access) => access.active && !(access.slug in shift.people));
  const started = canMarkAttendance(shift, now);
  const error = assign.error ?? unassign.error ?? mark.error ?? remove.error;
  const title = `${shift.start} ${shift.label}`;
  return (
    <article className={`rota-shift rota-shift--${coverage}`} aria-label={title}>
      <header className="rota-shift__head">
        <strong>{shift.start}</strong> {shift.label}
        {shift.place ? <span className="rota-shift__place"> · {shift.place}</span> : null}
      </header>
      <p className="rota-shift__count">
        <span className="visually-hidden">Persone: </span>
        {takenCount(shift)}/{shift.needed}{' '}
        <span className={`badge ${coverage === 'covered' ? 'text-bg-success' : 'text-bg-danger'}`}>
          {missingText(shift)}
        </span>
      </p>
      {people.length > 0 ? (
        <ul className="rota-shift__people">
          {people.map(([key, person]) => (
            <li key={key}>
              <span>
                {person.name}
                {person.present === null ? null : (
                  <span className="rota-shift__attendance">
                    {' '}
                    ({attendanceLabel(person.present)})
                  </span>
                )}
              </span>
              {started ? (
                <span className="rota-shift__marks">
                  <BusyButton
                    className="btn btn-sm btn-outline-success"
                    pending={mark.pending && mark.input?.[0] === key && mark.input[1]}
                    aria-pressed={person.present === true}
                    aria-label={`${person.name} presente`}
                    onClick={() => mark.run(key, true)}
                  >
                    Presente
                  </BusyButton>
                  <BusyButton
                    className="btn btn-sm btn-outline-secondary"
                    pending={mark.pending && mark.input?.[0] === key && !mark.input[1]}
                    aria-pressed={person.present === false}
                    aria-label={`${person.name} assente`}
                    onClick={() => mark.run(key, false)}
                  >
                    Assente
                  </BusyButton>
                </span>
              ) : (
                <BusyButton
                  className="btn btn-sm btn-link"
                  pending={unassign.pending && unassign.input?.[0] === key}
                  aria-label={`Togli ${person.name} da ${title}`}
                  onClick={() => unassign.run(key)}
                >
                  Togli
                </BusyButton>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {!started && coverage !== 'covered' && free.length > 0 ? (
        choosing ? (
          <div className="rota-shift__assign">
            <select
              className="form-select form-select-sm"
              aria-label={`Volontario per ${title}`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">Scegli…</option>
              {free.map((access) => (
                <option key={access.slug} value={access.slug}>
                  {access.name}
                </option>
              ))}
            </select>
            <BusyButton
              className="btn btn-sm btn-outline-primary"
              pending={assign.pending}
              disabled={chosen === ''}
              onClick={() => {
                assign.run(chosen);
                setChosen('');
                setChoosing(false);
              }}
            >
              Assegna
            </BusyButton>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={`Assegna qualcuno a ${title}`}
            onClick={() => setChoosing(true)}
          >
            Assegna…
          </button>
        )
      ) : null}
      {!started && takenCount(shift) === 0 ? (
        <BusyButton
          className="btn btn-sm btn-link text-danger rota-shift__delete"
          pending={remove.pending}
          aria-label={`Elimina ${title}`}
          onClick={() => remove.run()}
        >
          Elimina
        </BusyButton>
      ) : null}
      {error ? (
        <p className="text-danger small mb-0" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
